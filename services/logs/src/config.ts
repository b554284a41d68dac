import { z } from 'zod';
import { serviceTable } from '@portfolio/contracts';
import { env, gatewaySecretSchema, hasPlaceholderPassword, placeholderPasswordMessage } from '@portfolio/kit';

const mib = 1024 * 1024;
const dayMs = 86_400_000;

export const logsConfigSchema = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: env.port(serviceTable.logs.port),
  DATA_DIR: z.string().default('data'),
  /** Unset: the embedded SQLite store under DATA_DIR. A replica-set URL lists several hosts, so no URL parser. */
  MONGO_URL: env.optional().pipe(
    z
      .string()
      .regex(/^mongodb(?:\+srv)?:\/\/\S+$/, 'must be a mongodb:// or mongodb+srv:// URL')
      .refine((url) => !hasPlaceholderPassword(url), placeholderPasswordMessage)
      .optional(),
  ),
  MONGO_DB: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,63}$/)
    .default('portfolio'),
  MONGO_TIMEOUT_MS: env.int(2000, 100),
  /** A front proxy's addresses, believed for X-Forwarded-For and X-Forwarded-Proto only. */
  TRUSTED_PROXIES: env.list(),
  /** Shared with the gateway: its role, forwarded and request-id headers count only on a request carrying it. */
  GATEWAY_SECRET: gatewaySecretSchema,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOGS_RETENTION_DAYS: env.int(30, 1),
  LOGS_RATE_LIMIT: env.int(120, 1),
  LOGS_RATE_WINDOW_MS: env.int(60_000, 1000),
  LOGS_FOLD_WINDOW_MS: env.int(10_000, 0),
  LOGS_SPOOL_MAX_BYTES: env.int(64 * mib, mib),
  LOGS_SPOOL_MAX_AGE_MS: env.int(3 * dayMs, 60_000),
  /** Stored occurrences per issue (the newest); the issue's count keeps counting past it. */
  LOGS_MAX_OCCURRENCES_PER_ISSUE: env.int(100, 1),
  /** Entries accepted per UTC day from browsers; past it ingestion answers 429 until the next day. */
  LOGS_DAILY_QUOTA_CLIENT: env.int(100_000, 1),
  /** The same for our own services' server errors, all services together. */
  LOGS_DAILY_QUOTA_SERVER: env.int(100_000, 1),
  /** Readiness fails when the disk holding DATA_DIR has less free space than this. */
  LOGS_MIN_FREE_DISK_MB: env.int(256, 0),
});
export type LogsConfig = z.output<typeof logsConfigSchema>;
