import type { LogPurgeResponse } from '@portfolio/contracts';
import { adminApiPaths } from '@/config/admin-paths';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/admin/logs/purge`: occurrences older than N days, and the issues left with nothing newer. */
export const purgeLogs = (olderThanDays: number) =>
  apiRequest<LogPurgeResponse>(adminApiPaths.logsPurge, {
    method: 'POST',
    json: { olderThanDays },
    credentials: 'include',
  });
