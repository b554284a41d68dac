import { siteTextsEn } from '@portfolio/contracts';

/**
 * English texts of the page of every address without a screen. The reference for the nine other languages: its
 * shape is `NotFoundTexts`, so every other language must have exactly these keys.
 */
const en = {
  meta: {
    notFoundTitle: siteTextsEn.notFound.title,
    notFoundDescription: siteTextsEn.notFound.description,
  },
  notFound: {
    title: 'Page not found',
    message: 'The page you are looking for does not exist or has moved.',
    home: 'Back to the home page',
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type NotFoundTexts = Widen<typeof en>;

export default en satisfies NotFoundTexts;
