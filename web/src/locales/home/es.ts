import { siteTextsEs } from '@portfolio/contracts';
import type { HomeTexts } from './en';

const es: HomeTexts = {
  meta: {
    homeTitle: siteTextsEs.home.title,
    homeDescription: siteTextsEs.home.description,
  },
  hero: {
    greeting: 'Hola, soy',
    role: siteTextsEs.role,
    tagline: siteTextsEs.tagline,
    location: 'Vivo en Lyon, Francia · abierta al trabajo remoto',
    primaryAction: 'Descargar mi currículum',
    secondaryAction: 'Jugar a un juego',
  },
  presentation: {
    title: 'Sobre mí',
    paragraph1:
      'Desde hace doce años convierto ideas en productos web: paneles para redes de energía, procesos de reserva para viajeros, herramientas bancarias que miles de asesores abren cada mañana.',
    paragraph2:
      'Me gustan los equipos pequeños, el código claro y los resultados medibles. Escribo primero las pruebas cuando las reglas son sutiles y mido antes de optimizar.',
    paragraph3:
      'Fuera del trabajo, acompaño a desarrolladores principiantes, hablo de accesibilidad en encuentros locales y creo pequeños juegos como los de este sitio.',
  },
  skills: {
    title: 'Habilidades',
    intro: 'Lo que aporto a un equipo, día tras día.',
    frontend: {
      title: 'Arquitectura front-end',
      description:
        'Aplicaciones React que siguen siendo rápidas a medida que crecen: enrutamiento, carga de datos, estado y sistemas de diseño.',
    },
    backend: {
      title: 'API y servicios',
      description:
        'Servicios Node.js con contratos claros, validación en el borde y un almacenamiento que resiste los fallos.',
    },
    devops: {
      title: 'Entrega y operaciones',
      description: 'Contenedores, integración continua y observabilidad, para que cada despliegue sea algo rutinario.',
    },
    accessibility: {
      title: 'Accesibilidad',
      description:
        'Interfaces que funcionan con teclado, con lector de pantalla o con un zoom del 400 %, comprobadas en cada cambio.',
    },
    performance: {
      title: 'Rendimiento web',
      description: 'Presupuestos para JavaScript e imágenes, carga diferida y Core Web Vitals vigilados en producción.',
    },
    testing: {
      title: 'Pruebas',
      description:
        'Pruebas unitarias donde vive la lógica, pruebas de extremo a extremo en un navegador real donde la gente hace clic.',
    },
  },
  tools: {
    title: 'Herramientas',
    intro: 'Las herramientas que uso primero y que conozco lo bastante como para enseñarlas.',
    languages: 'Lenguajes',
    frameworks: 'Frameworks y bibliotecas',
    data: 'Bases de datos',
    infrastructure: 'Infraestructura',
    quality: 'Calidad',
  },
  companies: {
    title: 'Experiencia',
    intro: 'Seis empresas, seis productos muy distintos.',
    present: 'hoy',
    company1: {
      role: 'Desarrolladora full-stack sénior',
      description: 'Dirige el panel de analítica que usan trescientos clientes; redujo su tiempo de carga a la mitad.',
    },
    company2: {
      role: 'Desarrolladora full-stack',
      description:
        'Creó aplicaciones web a medida para museos y servicios públicos, con una auditoría de accesibilidad en cada versión.',
    },
    company3: {
      role: 'Desarrolladora front-end',
      description:
        'Reescribió el proceso de reserva de una empresa emergente de viajes como aplicación web progresiva que funciona sin conexión.',
    },
    company4: {
      role: 'Ingeniera de software',
      description:
        'Desarrolló herramientas bancarias internas para asesores, con revisiones de seguridad estrictas y trazabilidad completa.',
    },
    company5: {
      role: 'Desarrolladora web',
      description: 'Creó pantallas de supervisión en tiempo real para parques solares y eólicos.',
    },
    company6: {
      role: 'Desarrolladora júnior',
      description: 'Aprendió el oficio con sitios web y tiendas en línea para diseñadores independientes.',
    },
  },
  documentation: {
    title: 'Documentos',
    intro: 'Descarga estos documentos para saber más sobre mi forma de trabajar.',
    download: 'Descargar',
    details: 'PDF · {{size}} · en inglés',
    resume: {
      title: 'Currículum',
      description: 'Dos páginas: experiencia, habilidades, formación e idiomas.',
    },
    architecture: {
      title: 'Manual de arquitectura',
      description: 'Los principios que sigo para diseñar aplicaciones web duraderas.',
    },
    caseStudy: {
      title: 'Caso práctico: reservas sin conexión',
      description: 'Cómo un proceso de reserva de viajes siguió funcionando en trenes y aeropuertos.',
    },
  },
};

export default es;
