import type { LayoutTexts } from './en';

const it: LayoutTexts = {
  a11y: {
    skipToContent: 'Vai al contenuto',
    scrollToTop: 'Torna su',
    openMenu: 'Apri il menu',
    closeMenu: 'Chiudi il menu',
    mainNavigation: 'Navigazione principale',
    notifications: 'Notifiche',
    closeNotification: 'Chiudi la notifica',
  },
  menu: {
    title: 'Menu',
    home: 'Home',
    presentation: 'Chi sono',
    skills: 'Competenze',
    companies: 'Esperienze',
    documentation: 'Documenti',
    stats: 'Statistiche',
    games: 'Giochi',
    blog: 'Blog',
  },
  themeToggle: {
    label: 'Tema',
    light: 'Chiaro',
    dark: 'Scuro',
    system: 'Sistema',
  },
  language: {
    label: 'Lingua',
  },
  footer: {
    rights: '© {{year}} Camille Laurent. Tutti i diritti riservati.',
    builtWith: "Realizzato con React e TypeScript, con attenzione all'accessibilità e alle prestazioni.",
  },
  errors: {
    back: 'Pagina precedente',
    home: 'Pagina iniziale',
  },
};

export default it;
