import { logsEndpoints } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';

/** `logsEndpoints.issueDelete`: the issue and every occurrence of it. */
export const deleteIssue = (id: string) =>
  callEndpoint(logsEndpoints.issueDelete, { params: { id } }, { credentials: 'include' });
