import { contentLimits, languageCodes, tagSlugs, type LanguageCode, type TagSlug } from '@portfolio/contracts';

/**
 * The list's state as the address holds it: `?q=` the search, `?tag=` one tag, `?in=` the articles' language
 * (`?lang=` is taken: it chooses the interface language of every public page), `?page=`.
 */
export interface BlogFilters {
  q: string;
  tag?: TagSlug;
  in?: LanguageCode;
  page: number;
}

export const filterKeys = ['q', 'tag', 'in', 'page'] as const;

const oneOf = <T extends string>(known: readonly T[], value: string | null): T | undefined =>
  known.find((item) => item === value);

/**
 * Whatever a visitor types in the address becomes a request the API accepts: an unknown tag or language is no
 * filter, a page that is not a whole number in range is the first, the search loses control characters (the
 * contract refuses them) and stops at the contract's length. An address never earns a 400.
 */
export function readFilters(params: URLSearchParams): BlogFilters {
  const page = Number(params.get('page'));
  return {
    q: searchText(params.get('q') ?? ''),
    tag: oneOf(tagSlugs, params.get('tag')),
    in: oneOf(languageCodes, params.get('in')),
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
