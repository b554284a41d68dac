import { queryOptions } from '@tanstack/react-query';
import { accountEndpoints } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';

const admin = { credentials: 'include' } as const;

/** `accountEndpoints.sessionList`: every open session, this one marked. */
export const openSessionsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'account', 'sessions'],
    queryFn: () => callEndpoint(accountEndpoints.sessionList, {}, admin),
  });

/** `accountEndpoints.sessionRevoke`: ends one session at once. */
export const revokeSession = (id: string) => callEndpoint(accountEndpoints.sessionRevoke, { params: { id } }, admin);

/** `accountEndpoints.sessionRevokeOthers`: ends every session but this one; answers how many ended. */
export const revokeOtherSessions = () => callEndpoint(accountEndpoints.sessionRevokeOthers, {}, admin);
