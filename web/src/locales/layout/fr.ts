import type { LayoutTexts } from './en';

const fr: LayoutTexts = {
  a11y: {
    skipToContent: 'Aller au contenu',
    scrollToTop: 'Revenir en haut',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    mainNavigation: 'Navigation principale',
    notifications: 'Notifications',
    closeNotification: 'Fermer la notification',
  },
  menu: {
    title: 'Menu',
    home: 'Accueil',
    presentation: 'À propos',
    skills: 'Compétences',
    companies: 'Expériences',
    documentation: 'Documents',
    stats: 'Statistiques',
    games: 'Jeux',
    blog: 'Blog',
  },
  themeToggle: {
    label: 'Thème',
    light: 'Clair',
    dark: 'Sombre',
    system: 'Système',
  },
  language: {
    label: 'Langue',
  },
  footer: {
    rights: '© {{year}} Camille Laurent. Tous droits réservés.',
    builtWith: "Réalisé avec React et TypeScript, avec soin pour l'accessibilité et la performance.",
  },
  errors: {
    back: 'Page précédente',
    home: "Page d'accueil",
  },
};

export default fr;
