import {
  articleStatus,
  articleTag,
  editorialLimits,
  languageCodes,
  type AdminArticleListQuery,
  type ArticleStatus,
  type LanguageCode,
} from '@portfolio/contracts';

/** The list's view, as the address keeps it (so a filtered page can be reloaded, shared and gone back to). */
export interface BlogFilters {
  q?: string;
  status?: ArticleStatus;
  tag?: string;
  lang?: LanguageCode;
  /** The trash instead of the articles. */
  trash?: boolean;
  /** From 1; page 1 is left out of the address. */
  page?: number;
}

/**
 * The address's name of each, in the order it spells them (one view, one address). The language filter is
 * `language`, since `?lang=` is the interface language everywhere in the app.
 */
const names = { q: 'q', status: 'status', tag: 'tag', lang: 'language', trash: 'trash', page: 'page' } as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

function pageOf(value: string | null): number | undefined {
  if (!value || !/^\d{1,4}$/.test(value)) return undefined;
  const page = Number(value);
  return page > 1 && page <= editorialLimits.maxPage ? page : undefined;
}

/** Reads the view from the address; anything the API would refuse is left out rather than sent. */
export function filtersFromSearch(search: URLSearchParams): BlogFilters {
  const q = search.get('q')?.trim().slice(0, editorialLimits.queryLength).trim();
  const tag = search.get('tag');
  return {
    q: q || undefined,
    status: oneOf(articleStatus.options, search.get('status')),
    tag: tag !== null && articleTag.safeParse(tag).success ? tag : undefined,
    lang: oneOf(languageCodes, search.get(names.lang)),
    trash: search.get('trash') === 'true' || undefined,
    page: pageOf(search.get('page')),
  };
}

/** The same view in the address, without what is empty or the default. */
export function filtersToSearch(filters: BlogFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, name] of Object.entries(names) as [keyof BlogFilters, string][]) {
    const value = filters[key];
    if (value === undefined || value === '' || value === false || (key === 'page' && value === 1)) continue;
    search.set(name, String(value));
  }
  return search;
}

/**
 * The view once `change` is made: a new search or filter starts again at page 1 (the old page number may not
 * exist in the new list), and a move to or from the trash clears the filters, which belong to one list.
 */
export function changeFilters(filters: BlogFilters, change: Partial<BlogFilters>): BlogFilters {
  if ('trash' in change) return { trash: change.trash };
  const next = { ...filters, ...change };
  if (!('page' in change)) delete next.page;
  return next;
}

/** The list call's query. */
export function listQuery(filters: BlogFilters): AdminArticleListQuery {
  const { q, status, tag, lang, trash, page } = filters;
  return { q, status, tag, lang, trash: trash ? 'true' : undefined, page: page ?? 1 };
}

/** Whether anything narrows the list (an empty list then says "nothing matches" rather than "nothing yet"). */
export const isFiltered = ({ q, status, tag, lang }: BlogFilters) => Boolean(q || status || tag || lang);
