import { storeCalls, type Logger } from '@portfolio/kit';

export interface ContentSettings {
  /** Count views from bots and headless browsers too (our own browser tests). */
  keepBots: boolean;
  /** View beacons per client address per minute. */
  viewRateLimit: number;
  /** Leaderboard scores per client address per hour. */
  scoreRateLimit: number;
  /** Store work for one request that has not settled by then is abandoned and answered 503 (a hung store). */
  storeTimeoutMs: number;
}

/**
 * Store work for a request, as the other services do it (kit's storeCalls): a store that is down, refuses or hangs
 * becomes a 503 with Retry-After, logged once; a 404 the work throws on purpose passes unchanged.
 */
export const contentStoreCalls = (deps: { logger: Logger; settings: Pick<ContentSettings, 'storeTimeoutMs'> }) =>
  storeCalls(deps.logger, { store: 'content store', timeoutMs: deps.settings.storeTimeoutMs });
