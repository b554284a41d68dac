import type { Logger, Spool, TrustedProxies } from '@portfolio/kit';
import type { StoredEvent } from './events.ts';
import type { SaltKeeper } from './ingest/salts.ts';
import type { Calendar } from './stats/calendar.ts';
import type { AnalyticsStore } from './stores/ports.ts';

export interface AnalyticsSettings {
  keepBots: boolean;
  statsCacheMs: number;
  maxRangeDays: number;
  rateLimitPerMinute: number;
  statsRateLimitPerMinute: number;
}

/** What the analytics routes are built from; its own module so that the routes can name it without importing the build. */
export interface AnalyticsDeps {
  logger: Logger;
  trust: TrustedProxies;
  /** Where accepted events are made durable before the store takes them. */
  spool: Spool<StoredEvent>;
  store: AnalyticsStore;
  salts: SaltKeeper;
  calendar: Calendar;
  settings: AnalyticsSettings;
  /** The clock: arrival times, the default range, the cache window, active sessions. */
  now?: () => number;
}
