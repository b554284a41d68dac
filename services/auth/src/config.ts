import { z } from 'zod';
import { env, keyListSetting, redisSettings, secretSetting, serviceConfig } from '@portfolio/kit';
import { phcProblems } from './credentials/password-hash.ts';

/** kit's base (host, port, data folder, log level, proxies, gateway secret, logs URL), Redis, and auth's own keys. */
export const authConfigSchema = serviceConfig('auth').extend({
  ...redisSettings(),
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
  /**
   * A session left idle this long ends. Reads push the deadline only when that moves it by the slack or more (one
   * minute, or a tenth of this when shorter: see idleSlackMs), so it ends between this less the slack and this.
   */
  SESSION_IDLE_TIMEOUT_MS: env.int(30 * 60_000, 1000),
  SESSION_ABSOLUTE_TIMEOUT_MS: env.int(12 * 3_600_000, 1000),
  /** Sign-in attempts allowed back to back per address, account or known device before waits begin. */
  LOGIN_MAX_FAILURES: env.int(10, 1),
  /** The longest wait between attempts (they double from 1 s). */
  LOGIN_MAX_DELAY_MS: env.int(15 * 60_000, 1000),
  /** Sign-in attempts per minute for the whole service, known devices aside. */
  LOGIN_GLOBAL_PER_MINUTE: env.int(60, 1),
  /** The mail service, which sends the password reset and email change mails (#21) through its SMTP settings. */
  MAIL_URL: env.optional().pipe(z.url({ protocol: /^https?$/ }).optional()),
});
export type AuthConfig = z.output<typeof authConfigSchema>;
