import { z } from 'zod';
import { languageCodes, mailLimits } from '@portfolio/contracts';
import { env, keyListSetting, mongoSettings, serviceConfig } from '@portfolio/kit';

/** Kit's common keys and MongoDB's (the embedded SQLite file under DATA_DIR without MONGO_URL), then its own. */
export const mailConfigSchema = serviceConfig('mail').extend({
  ...mongoSettings(3000),
  MONGO_DB: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,63}$/)
    .default('mail'),
  /** The public site's origin for the links in mails (confirm, unsubscribe, articles): never a request's Host. */
  SITE_ORIGIN: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:8080'),
  /**
   * Where the content service answers its public API (the weekly digest's articles). Unset: the site's own origin,
   * which is the single-machine process itself; the gateway topology and compose give the service's address.
   */
  CONTENT_URL: env.optional().pipe(z.url({ protocol: /^https?$/ }).optional()),
  /**
   * The keys that encrypt the SMTP password at rest and sign the links of mails, comma-separated: the first seals
   * and signs, all open and verify (rotation). Unset: one generated under DATA_DIR/secrets on first start.
   */
  MAIL_SECRET_KEYS: keyListSetting(),
  /** Newsletter mails per second, at most: the rate the bulk senders' rules and a small relay can take. */
  MAIL_SEND_RATE: env.int(10, 1).pipe(z.number().max(1000)),
  /**
   * Host names that SMTP settings may reach with security `none` (no TLS) besides loopback addresses,
   * comma-separated, kept in lower case for a comparison with the settings' host in lower case: a mail catcher on the containers' network
   * (a trial of compose's `mail-catcher` profile sets `mailpit` in .env). Empty (the default): `none` is for loopback alone. The SMTP
   * area applies it when it checks, saves and sends with settings; nothing else opens that exception.
   */
  MAIL_ALLOW_INSECURE_HOSTS: env.list().transform((hosts) => hosts.map((host) => host.toLowerCase())),
  /**
   * How long one SMTP conversation step may take before it counts as a timeout; at most mailLimits.smtpStepMs, so
   * that a check's steps together fit in the time the gateway waits for its answer (smtpAnswerWithinMs).
   */
  MAIL_SMTP_TIMEOUT_MS: env.int(15_000, 100).pipe(z.number().max(mailLimits.smtpStepMs)),
  /** Contact messages per client address per hour. */
  MAIL_CONTACT_RATE_LIMIT: env.int(5, 1),
  /** The language of the administrator's own mails (a contact message's notification). */
  MAIL_ADMIN_LANGUAGE: z.enum(languageCodes).default('en'),
  /** Newsletter signups per client address per hour. */
  MAIL_SUBSCRIBE_RATE_LIMIT: env.int(10, 1),
});
export type MailConfig = z.output<typeof mailConfigSchema>;
