import { logsEndpoints, type IssueStatus } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';

/** `logsEndpoints.issueStatus`: resolve, ignore or reopen. */
export const updateIssueStatus = (id: string, status: IssueStatus) =>
  callEndpoint(logsEndpoints.issueStatus, { params: { id }, body: { status } }, { credentials: 'include' });
