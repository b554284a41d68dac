import { infiniteQueryOptions } from '@tanstack/react-query';
import { logsEndpoints } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';
import { issueListParams, type IssueFilters } from '../filters';

/** `logsEndpoints.issues`: issues matching the filters, newest activity first, a page at a time. */
export const issuesQuery = (filters: IssueFilters) =>
  infiniteQueryOptions({
    queryKey: ['admin', 'logs', 'list', filters],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      callEndpoint(
        logsEndpoints.issues,
        { query: issueListParams(filters, Date.now(), pageParam) },
        { credentials: 'include' },
      ),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
