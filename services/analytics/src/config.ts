import { MongoClient } from 'mongodb';
import { z } from 'zod';
import { serviceTable } from '@portfolio/contracts';
import { env, gatewaySecretSchema, hasPlaceholderPassword, placeholderPasswordMessage } from '@portfolio/kit';

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

// Environment values are strings ("true", "1", "yes"...); empty means unset, as with the kit's helpers.
// The driver's own parser: it knows replica-set lists (h1,h2) and +srv, which a WHATWG URL check refuses.
const isMongoUrl = (url: string) => {
  if (!/^mongodb(\+srv)?:\/\//.test(url)) return false;
  try {
    // Parses the URL and its options; connects to nothing.
    new MongoClient(url);
    return true;
  } catch {
    return false;
  }
};

const flag = (fallback: boolean) => z.preprocess((v) => (v === '' ? undefined : v), z.stringbool().default(fallback));

export const analyticsConfigSchema = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: env.port(serviceTable.analytics.port),
  DATA_DIR: z.string().default('data'),
  MONGO_URL: env.optional().pipe(
    z
      .string()
      .refine(isMongoUrl, 'must be a mongodb:// or mongodb+srv:// URL')
      .refine((url) => !hasPlaceholderPassword(url), placeholderPasswordMessage)
      .optional(),
  ),
  /** Every MongoDB call (server selection, connection, socket, query) gives up after this. */
  MONGO_TIMEOUT_MS: env.int(3000, 100),
  /** A front proxy's addresses, believed for X-Forwarded-For and X-Forwarded-Proto only. */
  TRUSTED_PROXIES: env.list(),
  /** Shared with the gateway: its role, forwarded and request-id headers count only on a request carrying it. */
  GATEWAY_SECRET: gatewaySecretSchema,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STATS_TIME_ZONE: z.string().default('UTC').refine(isTimeZone, 'must be an IANA time zone such as Europe/Paris'),
  /** How long a stats answer is reused; at most the 30 s polling interval of the spec. */
  STATS_CACHE_SECONDS: env.int(30).pipe(z.number().max(30)),
  STATS_MAX_RANGE_DAYS: env.int(400, 1),
  ANALYTICS_RETENTION_MONTHS: env.int(13, 1),
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
