import type { AnalyticsSessionStart } from '@portfolio/contracts';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/analytics/session` (spec §7): cookies included, the answer is not read. */
export const startSession = (payload: AnalyticsSessionStart) =>
  apiRequest<unknown>(apiPaths.analyticsSession, {
    method: 'POST',
    json: payload,
    credentials: 'include',
    keepalive: true,
  });
