import type { LayoutTexts } from './en';

const de: LayoutTexts = {
  a11y: {
    skipToContent: 'Zum Inhalt springen',
    scrollToTop: 'Nach oben',
    openMenu: 'Menü öffnen',
    closeMenu: 'Menü schließen',
    mainNavigation: 'Hauptnavigation',
    notifications: 'Benachrichtigungen',
    closeNotification: 'Benachrichtigung schließen',
  },
  menu: {
    title: 'Menü',
    home: 'Startseite',
    presentation: 'Über mich',
    skills: 'Fähigkeiten',
    companies: 'Erfahrung',
    documentation: 'Dokumente',
    stats: 'Statistiken',
    games: 'Spiele',
    blog: 'Blog',
  },
  themeToggle: {
    label: 'Farbschema',
    light: 'Hell',
    dark: 'Dunkel',
    system: 'System',
  },
  language: {
    label: 'Sprache',
  },
  footer: {
    rights: '© {{year}} Camille Laurent. Alle Rechte vorbehalten.',
    builtWith: 'Gebaut mit React und TypeScript, mit Sorgfalt für Barrierefreiheit und Performance.',
  },
  errors: {
    back: 'Vorherige Seite',
    home: 'Startseite',
  },
};

export default de;
