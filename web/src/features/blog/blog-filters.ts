import { articleTag, contentLimits, languageCodes, type ArticleTag, type LanguageCode } from '@portfolio/contracts';

/** Every language at once, as `?in=all` says. */
export const allLanguages = 'all';
export type ArticleLanguageChoice = LanguageCode | typeof allLanguages;

/**
 * The list's state as the address holds it: `?q=` the search, `?tag=` one tag, `?in=` the articles' language or
 * `all` (`?lang=` is taken: it chooses the interface language of every public page), `?page=`. Without `?in=`, the
 * list chooses (`listLanguage`).
 */
export interface BlogFilters {
  q: string;
  tag?: ArticleTag;
  in?: ArticleLanguageChoice;
  page: number;
}

const filterKeys = ['q', 'tag', 'in', 'page'] as const;

const oneOf = <T extends string>(known: readonly T[], value: string | null): T | undefined =>
  known.find((item) => item === value);

/** `?tag=`'s value when it is a tag's spelling (known or the administrator's own). */
const tagOf = (value: string | null) => (articleTag.safeParse(value).success ? (value as ArticleTag) : undefined);

/** `?in=`'s value when it is one: a language code or `all`. */
export const languageChoice = (value: string | null) =>
  oneOf<ArticleLanguageChoice>([...languageCodes, allLanguages], value);

/**
 * Whatever a visitor types in the address becomes a request the API accepts: a tag that cannot be one or an unknown language is
 * no filter, a page that is not a whole number in range is the first, the search loses control characters (the
 * contract refuses them) and stops at the contract's length. An address never earns a 400.
 */
export function readFilters(params: URLSearchParams): BlogFilters {
  const page = Number(params.get('page'));
  return {
    q: searchText(params.get('q') ?? ''),
    tag: tagOf(params.get('tag')),
    in: languageChoice(params.get('in')),
    page: Number.isInteger(page) && page >= 1 && page <= contentLimits.maxPage ? page : 1,
  };
}

/** A search as the API takes it: no control characters, no more than the contract's length. */
export const searchText = (text: string) => text.replace(/\p{Cc}+/gu, ' ').slice(0, contentLimits.queryLength);

/**
 * The address for `filters`, keeping every parameter that is not the list's (`?lang=` above all) and leaving out
 * the empty ones, so that the plain list is plain `/blog`.
 */
export function writeFilters(params: URLSearchParams, filters: BlogFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of filterKeys) next.delete(key);
  const q = filters.q.trim();
  if (q) next.set('q', q);
  if (filters.tag) next.set('tag', filters.tag);
  if (filters.in) next.set('in', filters.in);
  if (filters.page > 1) next.set('page', String(filters.page));
  return next;
}

/** True when any filter narrows the list (the empty state then offers to reset them). */
export const isFiltered = (filters: BlogFilters) => Boolean(filters.q.trim() || filters.tag || filters.in);

/**
 * The page numbers a pagination shows: the first, the last, and the current one with its neighbours; `null` marks
 * a gap. Eight pages or fewer are all shown.
 */
export function pageNumbers(current: number, count: number): (number | null)[] {
  if (count <= 8) return Array.from({ length: count }, (_, index) => index + 1);
  const shown = [...new Set([1, current - 1, current, current + 1, count])]
    .filter((page) => page >= 1 && page <= count)
    .sort((a, b) => a - b);
  return shown.flatMap((page, index) => (index > 0 && page - shown[index - 1]! > 1 ? [null, page] : [page]));
}

/**
 * The language whose articles the list shows. A language chosen in the address wins. A search looks in every
 * language: what a reader types may be in any of them. Otherwise the list shows the articles written in the
 * interface language, as the page the server wrote for crawlers does, and every language when the interface
 * language has none (most have few): `pending` until that is known.
 */
export function listLanguage(
  filters: BlogFilters,
  interfaceLanguage: LanguageCode,
  interfaceLanguageHasArticles: boolean | undefined,
): ArticleLanguageChoice | 'pending' {
  if (filters.in) return filters.in;
  if (filters.q.trim()) return allLanguages;
  if (interfaceLanguageHasArticles === undefined) return 'pending';
  return interfaceLanguageHasArticles ? interfaceLanguage : allLanguages;
}
