import { adminApiPaths } from '@/config/admin-paths';
import { apiRequest } from '@/lib/api-client';

/** `DELETE /api/admin/logs/{id}`: the issue and every occurrence of it. */
export const deleteIssue = (id: string) =>
  apiRequest<{ deleted: true }>(adminApiPaths.log(id), { method: 'DELETE', credentials: 'include' });
