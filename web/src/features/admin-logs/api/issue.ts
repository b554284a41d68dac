import { queryOptions } from '@tanstack/react-query';
import { issueDetail } from '@portfolio/contracts';
import { adminApiPaths } from '@/config/admin-paths';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/admin/logs/{id}`: the issue and its 20 latest occurrences in full. */
export const issueQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'logs', 'issue', id],
    queryFn: async () =>
      issueDetail.parse(await apiRequest<unknown>(adminApiPaths.log(id), { credentials: 'include' })),
  });
