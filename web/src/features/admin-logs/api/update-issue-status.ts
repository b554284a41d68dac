import type { IssueStatus, IssueSummary } from '@portfolio/contracts';
import { adminApiPaths } from '@/config/admin-paths';
import { apiRequest } from '@/lib/api-client';

/** `PATCH /api/admin/logs/{id}`: resolve, ignore or reopen. */
export const updateIssueStatus = (id: string, status: IssueStatus) =>
  apiRequest<IssueSummary>(adminApiPaths.log(id), { method: 'PATCH', json: { status }, credentials: 'include' });
