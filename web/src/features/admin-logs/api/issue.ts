import { queryOptions } from '@tanstack/react-query';
import { logsEndpoints } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';

/** `logsEndpoints.issue`: the issue and its 20 latest occurrences in full. */
export const issueQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'logs', 'issue', id],
    queryFn: () => callEndpoint(logsEndpoints.issue, { params: { id } }, { credentials: 'include' }),
  });
