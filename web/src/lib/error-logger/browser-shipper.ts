import { logsEndpoints } from '@portfolio/contracts';
import { beaconEndpoint, callEndpoint } from '@/lib/api-client';
import { createLogShipper } from './log-shipper';

export { buildEntry } from './log-entry';

/**
 * The shipper wired to this browser and the logs service's ingestion endpoint, and the builder of its entries.
 * Fetched with the first error: neither the API client, the contract nor the entries' rules are part of the
 * first download.
 */
export const createBrowserShipper = () =>
  createLogShipper({
    beacon: (batch) => beaconEndpoint(logsEndpoints.ingest, batch),
    post: (batch) => callEndpoint(logsEndpoints.ingest, { body: batch }, { keepalive: true }),
    now: () => Date.now(),
    setTimer: (run, ms) => window.setTimeout(run, ms),
  });
