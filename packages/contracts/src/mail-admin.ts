import * as z from 'zod/mini';
import { languageCode } from './languages.ts';
import { count, isoTime, page, query } from './mail-fields.ts';
import { mailAddress, mailId, mailLimits, multiLine, singleLine } from './mail.ts';

/** The administrator's side of the mail service (#17): SMTP settings and the inbox of contact messages. */
/* ------------------------------------------------------------------ SMTP settings */

/** Implicit TLS (usually port 465), STARTTLS required (587), or none: only towards this machine (a local relay). */
export const smtpSecurity = z.enum(['tls', 'starttls', 'none']);
export type SmtpSecurity = z.output<typeof smtpSecurity>;

/** What the administrator sees: never the password, only whether one is kept. */
export const smtpSettings = z.object({
  configured: z.boolean(),
  host: z.string(),
  port: count,
  security: smtpSecurity,
  user: z.string(),
  passwordSet: z.boolean(),
  fromName: z.string(),
  fromAddress: z.string(),
  /** Where replies go; empty: to the sender address. */
  replyTo: z.string(),
  /** Where contact messages are notified; empty: to the sender address. */
  notifyAddress: z.string(),
  updatedAt: z.nullable(isoTime),
});
export type SmtpSettings = z.output<typeof smtpSettings>;

const optionalAddress = z.union([z.literal(''), mailAddress]);
/**
 * `PUT /api/admin/mail/smtp`, and the settings `check` tries before they are saved. An empty password keeps the
 * one kept ("leave empty to keep"); `clearPassword` removes it (a relay without authentication).
 */
export const smtpSettingsBody = z.strictObject({
  host: z.string().check(z.trim(), z.minLength(1), z.maxLength(mailLimits.hostLength)),
  port: z.number().check(z.int(), z.minimum(1), z.maximum(65_535)),
  security: smtpSecurity,
  user: singleLine(mailLimits.userLength),
  password: z.string().check(z.maxLength(mailLimits.passwordLength)),
  clearPassword: z.optional(z.boolean()),
  fromName: singleLine(mailLimits.nameLength),
  fromAddress: mailAddress,
  replyTo: optionalAddress,
  notifyAddress: optionalAddress,
});
export type SmtpSettingsBody = z.output<typeof smtpSettingsBody>;

/**
 * Why a mail could not go out, as the screens translate it: the server refused the credentials, its certificate
 * is not trusted or does not match, nobody answered in time, it could not be reached, it refused to relay to the
 * recipient (or refused the recipient), TLS could not be set up, the settings are missing, or another answer
 * (then `detail` holds the server's line).
 */
export const deliveryFailure = z.enum([
  'auth',
  'certificate',
  'timeout',
  'connection',
  'relay',
  'tls',
  'not_configured',
  'rejected',
]);
export type DeliveryFailure = z.output<typeof deliveryFailure>;
/** A check or a mail sent on demand: done, or why not. Not an error status: the request itself was fine. */
export const deliveryResult = z.object({
  ok: z.boolean(),
  reason: z.optional(deliveryFailure),
  /** The server's own words (its reply line), for the administrator: never the password. */
  detail: z.optional(z.string()),
});
export type DeliveryResult = z.output<typeof deliveryResult>;
/** `language`: the administrator's interface language, which the test mail is written in (English when absent). */
export const testMailBody = z.strictObject({ to: mailAddress, language: z.optional(languageCode) });

/* ------------------------------------------------------------------ the inbox */

/** What became of the administrator's notification of a message. */
export const notificationState = z.enum(['pending', 'sent', 'failed', 'not_configured']);
export const contactMessage = z.object({
  id: mailId,
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  language: z.nullable(languageCode),
  receivedAt: isoTime,
  read: z.boolean(),
  archived: z.boolean(),
  notification: notificationState,
  repliedAt: z.nullable(isoTime),
});
export type ContactMessage = z.output<typeof contactMessage>;
export const messageListQuery = z.strictObject({
  box: z._default(z.enum(['inbox', 'archived']), 'inbox'),
  unread: z.optional(z.enum(['true', 'false'])),
  q: query,
  page,
});
export const messageList = z.object({
  items: z.array(contactMessage),
  total: count,
  page: count,
  pageCount: count,
});
export const unreadCount = z.object({ unread: count });
/** Only what is given changes. */
export const messagePatch = z.strictObject({ read: z.optional(z.boolean()), archived: z.optional(z.boolean()) });
export const replyBody = z.strictObject({
  subject: singleLine(mailLimits.replySubjectLength).check(z.minLength(1)),
  body: multiLine(mailLimits.replyLength).check(z.minLength(1)),
});
export const replyResult = z.object({ delivery: deliveryResult, message: contactMessage });
