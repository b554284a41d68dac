/**
 * Who the site is about, and the shape of what its four public pages are called: the one copy both the web app (its
 * page heads and hero) and the content service (the HTML crawlers and link previews read) use. The texts themselves
 * are in site-texts/, one module per language.
 */
export const personName = 'Camille Laurent';

export interface PageText {
  /** The page's main heading. */
  heading: string;
  /** Its document title. */
  title: string;
  description: string;
}

export interface SiteTexts {
  /** The persona's role, as the home page's hero shows it. */
  role: string;
  tagline: string;
  home: PageText;
  blog: PageText;
  games: PageText;
  notFound: PageText;
}

/** Every language's texts, for the server, which renders any of them. */
