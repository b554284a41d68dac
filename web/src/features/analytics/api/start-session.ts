import type { AnalyticsSessionStart } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';
import { loadEndpoints } from '@/lib/api/endpoints';

/** `analyticsEndpoints.sessionStart` (spec §7): cookies included, kept if the tab closes meanwhile. */
export async function startSession(payload: AnalyticsSessionStart) {
  const { sessionStart } = await loadEndpoints();
  return callEndpoint(sessionStart, { body: payload }, { credentials: 'include', keepalive: true });
}
