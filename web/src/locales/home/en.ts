import { siteTextsEn } from '@portfolio/contracts';

/**
 * English texts of the home page (`/`): its head and the interface around its sections. What the sections say
 * (the hero, the presentation, skills, tools, companies and documents) is the site's content, edited in
 * /admin/content and read from the content service. The reference for the nine other languages: its shape is
 * `HomeTexts`, so every other language must have exactly these keys.
 */
const en = {
  meta: {
    homeTitle: siteTextsEn.home.title,
    homeDescription: siteTextsEn.home.description,
  },
  companies: {
    present: 'today',
  },
  documentation: {
    download: 'Download',
    /** `language`: the file's language, named in the page's ("English", "anglais"). */
    details: 'PDF · {{size}} · {{language}}',
  },
  content: {
    failed: 'The content of this page could not be loaded.',
    retry: 'Try again',
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type HomeTexts = Widen<typeof en>;

export default en satisfies HomeTexts;
