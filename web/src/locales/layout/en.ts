/**
 * English texts of the frame of every public page (skip link, header, menus, theme and language controls, footer,
 * notifications, route error): the reference for the nine other languages. Its shape is `LayoutTexts`, so every
 * other language must have exactly these keys (a missing or extra key fails the typecheck). Loaded at start.
 */
const en = {
  a11y: {
    skipToContent: 'Skip to content',
    scrollToTop: 'Back to top',
    openMenu: 'Open the menu',
    closeMenu: 'Close the menu',
    mainNavigation: 'Main navigation',
    notifications: 'Notifications',
    closeNotification: 'Close notification',
  },
  menu: {
    title: 'Menu',
    home: 'Home',
    presentation: 'About',
    skills: 'Skills',
    companies: 'Experience',
    documentation: 'Documents',
    stats: 'Statistics',
    games: 'Games',
    blog: 'Blog',
  },
  themeToggle: {
    label: 'Theme',
    light: 'Light',
    dark: 'Dark',
    system: 'System',
  },
  language: {
    label: 'Language',
  },
  footer: {
    rights: '© {{year}} Camille Laurent. All rights reserved.',
    builtWith: 'Built with React and TypeScript, with care for accessibility and performance.',
  },
  errors: {
    back: 'Go back',
    home: 'Home page',
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type LayoutTexts = Widen<typeof en>;

export default en satisfies LayoutTexts;
