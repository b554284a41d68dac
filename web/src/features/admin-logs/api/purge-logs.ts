import { logsEndpoints } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';

/** `logsEndpoints.purge`: occurrences older than N days, and the issues left with nothing newer. */
export const purgeLogs = (olderThanDays: number) =>
  callEndpoint(logsEndpoints.purge, { body: { olderThanDays } }, { credentials: 'include' });
