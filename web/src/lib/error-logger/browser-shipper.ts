import { apiPaths } from '@/config/paths';
import { apiUrl } from '@/lib/api-client';
import { createLogShipper } from './log-shipper';

export { buildEntry } from './log-entry';

/**
 * The shipper wired to this browser and the logs service, and the builder of its entries. Fetched with the first
 * error: neither the API client nor the entries' rules are part of the first download.
 */
export const createBrowserShipper = () =>
  createLogShipper({
    endpoint: apiUrl(apiPaths.logs),
    sendBeacon: typeof navigator.sendBeacon === 'function' ? navigator.sendBeacon.bind(navigator) : undefined,
    fetch: window.fetch.bind(window),
    now: () => Date.now(),
    setTimer: (run, ms) => window.setTimeout(run, ms),
  });
