import { contentLimits, type LanguageCode, type ArticleTag } from '@portfolio/contracts';

/** What a list asks for: every field optional, as the contract's query; the server applies its defaults. */
export interface ArticlesRequest {
  q?: string;
  tag?: ArticleTag;
  lang?: LanguageCode;
  page?: number;
  perPage?: number;
}

/**
 * The request without its empty or default parts (`q: ''`, `page: 1`, the default page size), so that two ways of
 * asking for the same list share one cache entry, one address and one comparison with a pre-rendered answer.
 */
export function articlesRequest({ q, tag, lang, page, perPage }: ArticlesRequest): ArticlesRequest {
  const request: ArticlesRequest = {};
  const query = q?.trim();
  if (query) request.q = query;
  if (tag) request.tag = tag;
  if (lang) request.lang = lang;
  if (page !== undefined && page > 1) request.page = page;
  if (perPage !== undefined && perPage !== contentLimits.defaultPerPage) request.perPage = perPage;
  return request;
}

/** The same request, whatever its key order and empty parts. */
export const sameRequest = (a: ArticlesRequest, b: ArticlesRequest) => {
  const x = articlesRequest(a);
  const y = articlesRequest(b);
  const keys = Object.keys(x) as (keyof ArticlesRequest)[];
  return keys.length === Object.keys(y).length && keys.every((key) => x[key] === y[key]);
};
