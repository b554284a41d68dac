import { z } from 'zod';
import { env, mongoSettings, serviceConfig } from '@portfolio/kit';
import { serviceUrlsSchema } from './health/service-urls.ts';

const mib = 1024 * 1024;
const dayMs = 86_400_000;
/**
 * A MongoDB TTL index takes at most a signed 32-bit number of seconds. Retention keeps daily counts a day longer,
 * and applied record ids are kept for the spool's maximum age plus a day (build.ts): both stay within it.
 */
const maxTtlSeconds = 2 ** 31 - 1;
const maxRetentionDays = Math.floor(maxTtlSeconds / 86_400) - 1;
const maxSpoolAgeMs = (maxTtlSeconds - 86_400 - 1) * 1000;
const ttlLimit = (max: number) => `at most ${max} (MongoDB's TTL limit, about 68 years)`;

/** Kit's base (HOST, PORT, DATA_DIR, LOG_LEVEL, TRUSTED_PROXIES, GATEWAY_SECRET, LOGS_URL) and MongoDB's keys. */
export const logsConfigSchema = serviceConfig('logs').extend({
  /** Unset: the embedded SQLite store under DATA_DIR. */
  ...mongoSettings(2000),
  MONGO_DB: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,63}$/)
    .default('portfolio'),
  LOGS_RETENTION_DAYS: env.int(30, 1).pipe(z.number().max(maxRetentionDays, ttlLimit(maxRetentionDays))),
  LOGS_RATE_LIMIT: env.int(120, 1),
  LOGS_RATE_WINDOW_MS: env.int(60_000, 1000),
  LOGS_FOLD_WINDOW_MS: env.int(10_000, 0),
  LOGS_SPOOL_MAX_BYTES: env.int(64 * mib, mib),
  LOGS_SPOOL_MAX_AGE_MS: env.int(3 * dayMs, 60_000).pipe(z.number().max(maxSpoolAgeMs, ttlLimit(maxSpoolAgeMs))),
  /** Stored occurrences per issue (the newest); the issue's count keeps counting past it. */
  LOGS_MAX_OCCURRENCES_PER_ISSUE: env.int(100, 1),
  /** Entries accepted per UTC day from browsers; past it ingestion answers 429 until the next day. */
  LOGS_DAILY_QUOTA_CLIENT: env.int(100_000, 1),
  /** The same for our own services' server errors, all services together. */
  LOGS_DAILY_QUOTA_SERVER: env.int(100_000, 1),
  /** Readiness fails when the disk holding DATA_DIR has less free space than this. */
  LOGS_MIN_FREE_DISK_MB: env.int(256, 0),
  /** The other services' addresses when they run as their own processes, for the admin health report. */
  SERVICE_URLS: serviceUrlsSchema,
  /** Where the backups are written (`make backup`, the scheduled one), for the last backup's date; read only. */
  BACKUP_DIR: z.string().default('backups'),
});
export type LogsConfig = z.output<typeof logsConfigSchema>;
