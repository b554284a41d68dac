import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { editorialEndpoints } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';
import { listQuery, type BlogFilters } from '../filters';

/** What every blog list query's key starts with: a change to any article refreshes them all. */
export const blogListKey = ['admin', 'blog', 'list'] as const;

/** `editorialEndpoints.adminArticles`: one page of the articles (or of the trash) matching the view. */
export const adminArticlesQuery = (filters: BlogFilters) =>
  queryOptions({
    queryKey: [...blogListKey, listQuery(filters)],
    queryFn: ({ signal }) =>
      callEndpoint(editorialEndpoints.adminArticles, { query: listQuery(filters) }, { credentials: 'include', signal }),
    // The rows stay while the next page or search arrives, rather than the list jumping to a skeleton.
    placeholderData: keepPreviousData,
  });
