import type { Pageview } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';
import { loadEndpoints } from '@/lib/api/endpoints';

/**
 * `analyticsEndpoints.pageview` (spec §7). Also carries the performance update: the same view posted again
 * with the same `pageviewId`, which the service counts once.
 */
export async function recordPageview(payload: Pageview) {
  const { pageview } = await loadEndpoints();
  // Keep-alive keeps a view made just before the tab closes.
  return callEndpoint(pageview, { body: payload }, { credentials: 'include', keepalive: true });
}
