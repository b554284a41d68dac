import { z } from 'zod';
import { serviceTable } from '@portfolio/contracts';
import {
  env,
  gatewaySecretSchema,
  hasPlaceholderPassword,
  keyListSetting,
  placeholderPasswordMessage,
  secretSetting,
} from '@portfolio/kit';
import { phcProblems } from './credentials/password-hash.ts';

export const authConfigSchema = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: env.port(serviceTable.auth.port),
  DATA_DIR: z.string().default('data'),
  REDIS_URL: env.optional().pipe(
    z
      .url({ protocol: /^rediss?$/ })
      .refine((url) => !hasPlaceholderPassword(url), placeholderPasswordMessage)
      .optional(),
  ),
  ADMIN_EMAIL: env.optional(),
  ADMIN_PASSWORD: secretSetting(),
  /** Argon2id at OWASP's floor or above (m ≥ 19456, t ≥ 2), with salt and tag of 16 bytes or more. */
  ADMIN_PASSWORD_HASH: env.optional().pipe(
    z
      .string()
      .superRefine((phc, ctx) => {
        for (const message of phcProblems(phc)) ctx.addIssue({ code: 'custom', message });
      })
      .optional(),
  ),
  /** Cookie-signing keys, comma-separated (the first signs, all verify): each of at least 32 bytes. */
  SESSION_SECRET: keyListSetting(),
  SESSION_IDLE_TIMEOUT_MS: env.int(30 * 60_000, 1000),
  SESSION_ABSOLUTE_TIMEOUT_MS: env.int(12 * 3_600_000, 1000),
  /** Sign-in attempts allowed back to back per address, account or known device before waits begin. */
  LOGIN_MAX_FAILURES: env.int(10, 1),
  /** The longest wait between attempts (they double from 1 s). */
  LOGIN_MAX_DELAY_MS: env.int(15 * 60_000, 1000),
  /** Sign-in attempts per minute for the whole service, known devices aside. */
  LOGIN_GLOBAL_PER_MINUTE: env.int(60, 1),
  /** A front proxy's addresses, believed for X-Forwarded-For and X-Forwarded-Proto only. */
  TRUSTED_PROXIES: env.list(),
  /** Shared with the gateway: its role, forwarded and request-id headers count only on a request carrying it. */
  GATEWAY_SECRET: gatewaySecretSchema,
  /** The logs service, for this process's own server errors (gateway topology; in-process otherwise). */
  LOGS_URL: env.optional().pipe(z.url({ protocol: /^https?$/ }).optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});
export type AuthConfig = z.output<typeof authConfigSchema>;
