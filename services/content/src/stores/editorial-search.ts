import type { EditorialArticle } from './editorial-port.ts';

/**
 * Both editorial adapters' search rule, so that they answer alike: a query matches a title or slug when it is a
 * part of it, case and compatibility forms aside (NFKC then lower case: "ÉTÉ" meets "été", "Ｒｅａｃｔ" meets
 * "react", Cyrillic folds like Latin). A plain substring, never a pattern: whatever the administrator types is
 * safe.
 */
export const searchForm = (text: string) =>
  // Control characters (a NUL typed into the address) mean nothing in a title, and MongoDB refuses a NUL in a pattern.
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\p{Cc}/gu, '');

/** What a query is matched against: every version's title and current slug, in search form. */
export const searchKeysOf = (article: EditorialArticle): string[] => [
  ...new Set(
    article.versions
      .flatMap((v) => [v.title, v.slug])
      .filter((text) => text !== '')
      .map(searchForm),
  ),
];
