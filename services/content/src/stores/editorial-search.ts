import type { EditorialArticle } from './editorial-port.ts';

/**
 * Both editorial adapters' search rule, so that they answer alike: a query matches a title or slug when it is a
 * part of it, case and compatibility forms aside (NFKC then lower case: "ÉTÉ" meets "été", "Ｒｅａｃｔ" meets
 * "react", Cyrillic and Greek fold like Latin). A plain substring, never a pattern: any text the administrator types is safe.
 */
export const searchForm = (text: string) => text.normalize('NFKC').toLowerCase();

/** What a query is matched against: every version's title and current slug, in search form. */
export const searchKeysOf = (article: EditorialArticle): string[] => [
  ...new Set(
    article.versions
      .flatMap((v) => [v.title, v.slug])
      .filter((text) => text !== '')
      .map(searchForm),
  ),
];
