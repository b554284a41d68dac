import { z } from 'zod';
import { env, mongoSettings, serviceConfig } from '@portfolio/kit';

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** Intl takes `europe/paris`; MongoDB's date operators take only the tz database's own spelling, `Europe/Paris`. */
const canonicalTimeZone = (zone: string) =>
  new Intl.DateTimeFormat(undefined, { timeZone: zone }).resolvedOptions().timeZone;

/** A MongoDB TTL index takes at most a signed 32-bit number of seconds; retention becomes one (build.ts's month). */
const maxRetentionMonths = Math.floor((2 ** 31 - 1) / 2_629_746);

// Environment values are strings ("true", "1", "yes"...); empty means unset, as with the kit's helpers.
const flag = (fallback: boolean) => z.preprocess((v) => (v === '' ? undefined : v), z.stringbool().default(fallback));

/** Kit's common keys and MongoDB's (the embedded SQLite file under DATA_DIR without MONGO_URL), then its own. */
export const analyticsConfigSchema = serviceConfig('analytics').extend({
  ...mongoSettings(3000),
  STATS_TIME_ZONE: z
    .string()
    .default('UTC')
    .refine(isTimeZone, 'must be an IANA time zone such as Europe/Paris')
    .transform(canonicalTimeZone),
  /** How long a stats answer is reused; at most the 30 s polling interval of the spec. */
  STATS_CACHE_SECONDS: env.int(30).pipe(z.number().max(30)),
  STATS_MAX_RANGE_DAYS: env.int(400, 1),
  ANALYTICS_RETENTION_MONTHS: env
    .int(13, 1)
    .pipe(z.number().max(maxRetentionMonths, `at most ${maxRetentionMonths} (MongoDB's TTL limit, about 68 years)`)),
  /** Bots and headless browsers are answered and dropped; our own browser tests turn this on to be counted. */
  ANALYTICS_KEEP_BOTS: flag(false),
  ANALYTICS_SPOOL_MAX_BYTES: env.int(256 * 1024 * 1024, 1024 * 1024),
  ANALYTICS_SPOOL_MAX_AGE_HOURS: env.int(7 * 24, 1),
  /** Ingestion calls per client address per minute. */
  ANALYTICS_RATE_LIMIT: env.int(600, 1),
  /** Stats calls per client address per minute. */
  ANALYTICS_STATS_RATE_LIMIT: env.int(120, 1),
});
export type AnalyticsConfig = z.output<typeof analyticsConfigSchema>;
