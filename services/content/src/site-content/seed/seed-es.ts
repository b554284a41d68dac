import type { LanguageContent } from '@portfolio/contracts';

/** The sample persona's home page in es (the texts the web app's dictionaries carried before #19). */
export const seedEs: LanguageContent = {
  hero: {
    greeting: 'Hola, soy',
    role: 'Desarrolladora full-stack de TypeScript',
    tagline:
      'Creo aplicaciones web rápidas y accesibles, desde el primer boceto hasta producción, pensando en las personas que las usan.',
    location: 'Vivo en Lyon, Francia · abierta al trabajo remoto',
    primaryAction: 'Descargar mi currículum',
    secondaryAction: 'Jugar a un juego',
  },
  presentation: {
    title: 'Sobre mí',
    paragraphs: [
      'Desde hace doce años convierto ideas en productos web: paneles para redes de energía, procesos de reserva para viajeros, herramientas bancarias que miles de asesores abren cada mañana.',
      'Me gustan los equipos pequeños, el código claro y los resultados medibles. Escribo primero las pruebas cuando las reglas son sutiles y mido antes de optimizar.',
      'Fuera del trabajo, acompaño a desarrolladores principiantes, hablo de accesibilidad en encuentros locales y creo pequeños juegos como los de este sitio.',
    ],
  },
  skills: {
    title: 'Habilidades',
    intro: 'Lo que aporto a un equipo, día tras día.',
    items: [
      {
        icon: 'layout-dashboard',
        title: 'Arquitectura front-end',
        description:
          'Aplicaciones React que siguen siendo rápidas a medida que crecen: enrutamiento, carga de datos, estado y sistemas de diseño.',
      },
      {
        icon: 'server',
        title: 'API y servicios',
        description:
          'Servicios Node.js con contratos claros, validación en el borde y un almacenamiento que resiste los fallos.',
      },
      {
        icon: 'rocket',
        title: 'Entrega y operaciones',
        description:
          'Contenedores, integración continua y observabilidad, para que cada despliegue sea algo rutinario.',
      },
      {
        icon: 'accessibility',
        title: 'Accesibilidad',
        description:
          'Interfaces que funcionan con teclado, con lector de pantalla o con un zoom del 400 %, comprobadas en cada cambio.',
      },
      {
        icon: 'gauge',
        title: 'Rendimiento web',
        description:
          'Presupuestos para JavaScript e imágenes, carga diferida y Core Web Vitals vigilados en producción.',
      },
      {
        icon: 'flask-conical',
        title: 'Pruebas',
        description:
          'Pruebas unitarias donde vive la lógica, pruebas de extremo a extremo en un navegador real donde la gente hace clic.',
      },
    ],
  },
  tools: {
    title: 'Herramientas',
    intro: 'Las herramientas que uso primero y que conozco lo bastante como para enseñarlas.',
    groups: [
      {
        name: 'Lenguajes',
        tools: ['TypeScript', 'JavaScript', 'SQL', 'Python'],
      },
      {
        name: 'Frameworks y bibliotecas',
        tools: ['React', 'Node.js', 'Koa', 'Vite', 'Tailwind CSS'],
      },
      {
        name: 'Bases de datos',
        tools: ['PostgreSQL', 'MongoDB', 'Redis', 'SQLite'],
      },
      {
        name: 'Infraestructura',
        tools: ['Docker', 'nginx', 'GitHub Actions', 'Linux'],
      },
      {
        name: 'Calidad',
        tools: ['Vitest', 'Playwright', 'ESLint', 'axe'],
      },
    ],
  },
  companies: {
    title: 'Experiencia',
    intro: 'Seis empresas, seis productos muy distintos.',
    items: [
      {
        name: 'Nimbus Analytics',
        role: 'Desarrolladora full-stack sénior',
        start: '2022-03',
        end: null,
        description:
          'Dirige el panel de analítica que usan trescientos clientes; redujo su tiempo de carga a la mitad.',
      },
      {
        name: 'Atelier Numérique',
        role: 'Desarrolladora full-stack',
        start: '2019-09',
        end: '2022-02',
        description:
          'Creó aplicaciones web a medida para museos y servicios públicos, con una auditoría de accesibilidad en cada versión.',
      },
      {
        name: 'Voyageo',
        role: 'Desarrolladora front-end',
        start: '2017-06',
        end: '2019-08',
        description:
          'Reescribió el proceso de reserva de una empresa emergente de viajes como aplicación web progresiva que funciona sin conexión.',
      },
      {
        name: 'Banque Horizon',
        role: 'Ingeniera de software',
        start: '2015-10',
        end: '2017-05',
        description:
          'Desarrolló herramientas bancarias internas para asesores, con revisiones de seguridad estrictas y trazabilidad completa.',
      },
      {
        name: 'GreenGrid Energy',
        role: 'Desarrolladora web',
        start: '2014-01',
        end: '2015-09',
        description: 'Creó pantallas de supervisión en tiempo real para parques solares y eólicos.',
      },
      {
        name: 'Studio Pixelle',
        role: 'Desarrolladora júnior',
        start: '2012-09',
        end: '2013-12',
        description: 'Aprendió el oficio con sitios web y tiendas en línea para diseñadores independientes.',
      },
    ],
  },
  documentation: {
    title: 'Documentos',
    intro: 'Descarga estos documentos para saber más sobre mi forma de trabajar.',
    items: [
      {
        key: 'resume',
        title: 'Currículum',
        description: 'Dos páginas: experiencia, habilidades, formación e idiomas.',
        file: null,
      },
      {
        key: 'architecture',
        title: 'Manual de arquitectura',
        description: 'Los principios que sigo para diseñar aplicaciones web duraderas.',
        file: null,
      },
      {
        key: 'case-study',
        title: 'Caso práctico: reservas sin conexión',
        description: 'Cómo un proceso de reserva de viajes siguió funcionando en trenes y aeropuertos.',
        file: null,
      },
    ],
  },
};
