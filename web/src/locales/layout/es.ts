import type { LayoutTexts } from './en';

const es: LayoutTexts = {
  a11y: {
    skipToContent: 'Saltar al contenido',
    scrollToTop: 'Volver arriba',
    openMenu: 'Abrir el menú',
    closeMenu: 'Cerrar el menú',
    mainNavigation: 'Navegación principal',
    notifications: 'Notificaciones',
    closeNotification: 'Cerrar la notificación',
  },
  menu: {
    title: 'Menú',
    home: 'Inicio',
    presentation: 'Sobre mí',
    skills: 'Habilidades',
    companies: 'Experiencia',
    documentation: 'Documentos',
    stats: 'Estadísticas',
    games: 'Juegos',
    blog: 'Blog',
  },
  themeToggle: {
    label: 'Tema',
    light: 'Claro',
    dark: 'Oscuro',
    system: 'Sistema',
  },
  language: {
    label: 'Idioma',
  },
  footer: {
    rights: '© {{year}} Camille Laurent. Todos los derechos reservados.',
    builtWith: 'Hecho con React y TypeScript, cuidando la accesibilidad y el rendimiento.',
  },
  errors: {
    back: 'Página anterior',
    home: 'Página de inicio',
  },
};

export default es;
