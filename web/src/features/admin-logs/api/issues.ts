import { infiniteQueryOptions } from '@tanstack/react-query';
import { issueList } from '@portfolio/contracts';
import { adminApiPaths } from '@/config/admin-paths';
import { apiRequest } from '@/lib/api-client';
import { issueListParams, type IssueFilters } from '../filters';

/** `GET /api/admin/logs`: issues matching the filters, newest activity first, a page at a time. */
export const issuesQuery = (filters: IssueFilters) =>
  infiniteQueryOptions({
    queryKey: ['admin', 'logs', 'list', filters],
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      issueList.parse(
        await apiRequest<unknown>(`${adminApiPaths.logs}?${issueListParams(filters, Date.now(), pageParam)}`, {
          credentials: 'include',
        }),
      ),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
