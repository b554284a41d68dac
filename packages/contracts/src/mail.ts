import * as z from 'zod/mini';
import { languageCode } from './languages.ts';

/**
 * The mail service (#17): the contact form and its inbox, newsletter subscribers with double opt-in, the weekly
 * newsletter, and the SMTP settings every mail goes out through. The spec shows none of these limits: they are
 * ours, sized for a personal site (Ghost's and the big mailbox providers' rules where they have one).
 *
 * The schemas the public forms read use only zod kinds the public pages already use (object, string, enum,
 * optional, literal, boolean, number, array, refine/regex checks): zod's kinds are one module shared with the
 * visitor's first download.
 */
export const mailLimits = {
  nameLength: 100,
  /** RFC 5321's longest path, less the angle brackets. */
  emailLength: 254,
  subjectLength: 150,
  messageLength: 5000,
  /** Links a contact message may carry before it is taken for spam. */
  messageLinks: 3,
  firstNameLength: 60,
  /** The page a signup came from (a path, kept for the administrator). */
  sourceLength: 300,
  /** A honeypot value is never stored; a bot's may be long, it still gets its fake success. */
  honeypotLength: 2000,
  /** A person needs at least this long between the form appearing and sending it; a script does not. */
  minimumFillMs: 3000,
  /** A form token older than this is refused (the page was left open for a day): the form fetches another. */
  formTokenMaxAgeMs: 24 * 60 * 60_000,
  tokenLength: 512,
  /** A confirmation link works for a week; an unsubscribe link for a year (old issues stay in mailboxes). */
  confirmTokenDays: 7,
  unsubscribeTokenDays: 366,
  introLength: 4000,
  replySubjectLength: 200,
  replyLength: 20_000,
  /** As long as an address: the administrator pastes a whole one to find its subscriber. */
  queryLength: 254,
  perPage: 50,
  maxPage: 1000,
  /** A CSV import: about 20,000 rows of address, name and language. */
  importBytes: 2 * 1024 * 1024,
  importRows: 20_000,
  /** Rows of an import report that are listed one by one; the counts cover every row. */
  importReportRows: 200,
  hostLength: 253,
  userLength: 200,
  passwordLength: 500,
} as const;

const count = z.number().check(z.int(), z.minimum(0));
const isoTime = z.iso.datetime({ offset: true });
export const mailId = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be an id'));
export const mailIdParams = z.object({ id: mailId });
const page = z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(mailLimits.maxPage)), 1);
const query = z.optional(z.string().check(z.trim(), z.maxLength(mailLimits.queryLength)));

/** Any control character (C0, DEL, C1) or a line or paragraph separator: none belongs in one line of a mail header. */
const hasLineBreakOrControl = (value: string) => {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 0x20 || (c >= 0x7f && c <= 0x9f) || c === 0x2028 || c === 0x2029) return true;
  }
  return false;
};
/** Control characters other than tab, line feed and carriage return, which a message's body may hold. */
const hasControlInText = (value: string) => {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || c === 0x7f) return true;
  }
  return false;
};

/** One line of text (a name, a subject): no line break, so it cannot add a header to a mail (header injection). */
export const singleLine = (max: number) =>
  z.string().check(
    z.trim(),
    z.maxLength(max),
    z.refine((value) => !hasLineBreakOrControl(value), 'must be one line without control characters'),
  );
/** Several lines of text (a message). */
export const multiLine = (max: number) =>
  z.string().check(
    z.trim(),
    z.maxLength(max),
    z.refine((value) => !hasControlInText(value), 'must not hold control characters'),
  );

/** Characters a dot-atom local part or domain may not hold (RFC 5322 specials, space, controls). */
const forbiddenInAddress = new Set([...'()<>[]:;@\\,"'].map((c) => c.charCodeAt(0)));
/**
 * DEL, C1 controls, spaces, zero-width and direction marks, line and paragraph separators, the byte-order mark: a
 * mail library writes them into a header raw, where a parser splits the address on them (`a\u2028b@x.org` came
 * back as Reply-To `b@x.org`), and in the inbox they hide or reorder what an address says.
 */
const isInvisible = (c: number) =>
  (c >= 0x7f && c <= 0xa0) ||
  c === 0x1680 ||
  (c >= 0x2000 && c <= 0x200f) ||
  (c >= 0x2028 && c <= 0x202f) ||
  (c >= 0x205f && c <= 0x206f) ||
  c === 0x3000 ||
  c === 0xfeff;

/**
 * An address a mail can be sent to: `local@domain`, one `@`, a local part of 1–64 characters without spaces,
 * controls or specials and without a leading, trailing or doubled dot, and a domain of dot-separated labels of
 * letters, digits and hyphens (or any non-ASCII letter: internationalised domains) ending in a label of two or
 * more letters. Quoted local parts and address literals are refused: nobody signs up with them, and they are the
 * shapes header injection hides in. A loop, not a regular expression: linear on any input.
 */
export function isMailAddress(value: string): boolean {
  if (value.length > mailLimits.emailLength) return false;
  const at = value.indexOf('@');
  if (at < 1 || at !== value.lastIndexOf('@') || at > 64) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  for (let i = 0; i < local.length; i++) {
    const c = local.charCodeAt(i);
    if (c <= 0x20 || isInvisible(c) || forbiddenInAddress.has(c)) return false;
  }
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  for (const label of labels) {
    if (label.length === 0 || label.length > 63 || label.startsWith('-') || label.endsWith('-')) return false;
    for (let i = 0; i < label.length; i++) {
      const c = label.charCodeAt(i);
      const ascii = (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x2d;
      if (!ascii && (c < 0x80 || isInvisible(c))) return false;
    }
  }
  const top = labels.at(-1)!;
  return top.length >= 2 && !/^[0-9-]+$/.test(top);
}

/** An address as people type it: trimmed; the domain's case does not matter, the local part's is kept. */
export const mailAddress = z
  .string()
  .check(z.trim(), z.maxLength(mailLimits.emailLength), z.refine(isMailAddress, 'must be an email address'));
/** The same address however its domain was cased: the key subscribers are unique by. */
export const addressKey = (address: string) => {
  const at = address.lastIndexOf('@');
  return `${address.slice(0, at)}@${address.slice(at + 1).toLowerCase()}`;
};

/* ------------------------------------------------------------------ the public forms */

/** `GET /api/mail/form-token`: a signed note of when the form appeared, sent back with the message. */
export const formToken = z.object({ token: z.string() });

/** `POST /api/mail/contact`. */
export const contactBody = z.strictObject({
  name: singleLine(mailLimits.nameLength).check(z.minLength(1)),
  email: mailAddress,
  subject: singleLine(mailLimits.subjectLength).check(z.minLength(1)),
  message: multiLine(mailLimits.messageLength).check(z.minLength(1)),
  /** The honeypot: hidden from people, filled by bots. Anything in it gets a success that stores nothing. */
  website: z.optional(z.string().check(z.maxLength(mailLimits.honeypotLength))),
  formToken: z.string().check(z.maxLength(mailLimits.tokenLength)),
  /** The page's language, so that the administrator knows which one to answer in. */
  language: z.optional(languageCode),
});
export type ContactBody = z.output<typeof contactBody>;
/** The same answer for a message kept and for spam dropped: a bot learns nothing from it. */
export const contactAccepted = z.object({ received: z.literal(true) });

/** `POST /api/mail/newsletter/subscribe`. */
export const subscribeBody = z.strictObject({
  email: mailAddress,
  firstName: z.optional(singleLine(mailLimits.firstNameLength)),
  /** The language of the page: the confirmation mail and the newsletter come in it. */
  language: languageCode,
  /** The page the form was on. */
  source: z.string().check(z.maxLength(mailLimits.sourceLength)),
  website: z.optional(z.string().check(z.maxLength(mailLimits.honeypotLength))),
});
/** Whatever the address's state (new, pending, confirmed, suppressed): the answer never tells. */
export const subscribeAccepted = z.object({ status: z.literal('check_inbox') });

/** A signed link's token (confirmation or unsubscribe). */
export const tokenBody = z.strictObject({
  token: z.string().check(z.minLength(1), z.maxLength(mailLimits.tokenLength)),
});
export const tokenQuery = z.object({ token: z.string().check(z.minLength(1), z.maxLength(mailLimits.tokenLength)) });
export const confirmResult = z.object({ status: z.literal('confirmed') });
export const unsubscribeResult = z.object({ status: z.literal('unsubscribed') });

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

/* ------------------------------------------------------------------ subscribers */

export const subscriberStatus = z.enum(['pending', 'confirmed', 'unsubscribed', 'bounced']);
export type SubscriberStatus = z.output<typeof subscriberStatus>;
export const subscriber = z.object({
  id: mailId,
  email: z.string(),
  firstName: z.string(),
  status: subscriberStatus,
  language: languageCode,
  /** The page of the signup, or `import` for an imported address. */
  source: z.string(),
  createdAt: isoTime,
  confirmedAt: z.nullable(isoTime),
  /** When it last changed status (unsubscribed, bounced...). */
  updatedAt: isoTime,
});
export type Subscriber = z.output<typeof subscriber>;
export const subscriberListQuery = z.strictObject({
  status: z.optional(subscriberStatus),
  language: z.optional(languageCode),
  q: query,
  page,
});
export const subscriberCounts = z.object({ pending: count, confirmed: count, unsubscribed: count, bounced: count });
export const subscriberList = z.object({
  items: z.array(subscriber),
  total: count,
  page: count,
  pageCount: count,
  counts: subscriberCounts,
});
/** Every subscriber matching the filters, for the CSV export (built in the browser, formulas neutralised). */
export const subscriberExport = z.object({ items: z.array(subscriber) });
export const subscriberExportQuery = z.strictObject({
  status: z.optional(subscriberStatus),
  language: z.optional(languageCode),
  q: query,
});

/**
 * `POST …/subscribers/import`: the CSV's bytes (columns `email`, and optionally `first_name`/`firstName`/`name`
 * and `language`, header row required). The administrator states that these people consented; `confirmed=true`
 * states they already confirmed elsewhere, otherwise each gets a confirmation mail.
 */
export const importQuery = z.strictObject({
  confirmed: z._default(z.enum(['true', 'false']), 'false'),
  /** The language of rows without one. */
  language: z._default(languageCode, 'en'),
});
export const importProblem = z.enum([
  'invalid_email',
  'duplicate_in_file',
  'already_subscribed',
  'suppressed',
  'invalid_language',
  'malformed_row',
  'too_long',
]);
export const importReport = z.object({
  rows: count,
  added: count,
  /** Of those added, how many were sent a confirmation mail. */
  confirmationsSent: count,
  skipped: count,
  problems: z.array(z.object({ row: count, email: z.string(), problem: importProblem })),
});
export type ImportReport = z.output<typeof importReport>;

/* ------------------------------------------------------------------ the weekly newsletter */

/** When the weekly issue goes out: a weekday (1 Monday … 7 Sunday, ISO) and an hour in the administrator's zone. */
export const newsletterSchedule = z.object({
  enabled: z.boolean(),
  weekday: z.number().check(z.int(), z.minimum(1), z.maximum(7)),
  hour: z.number().check(z.int(), z.minimum(0), z.maximum(23)),
  /** An IANA zone (`Europe/Paris`); the service refuses one it does not know. */
  timeZone: z.string().check(z.minLength(1), z.maxLength(64)),
});
export type NewsletterSchedule = z.output<typeof newsletterSchedule>;

export const newsletterIssueStatus = z.enum(['draft', 'sending', 'sent', 'skipped']);
/** Why an issue was skipped: the administrator skipped it, or nothing was published since the last one. */
export const issueSkipReason = z.enum(['administrator', 'no_articles']);
export const issueArticle = z.object({
  articleId: z.string(),
  language: languageCode,
  title: z.string(),
  excerpt: z.string(),
  url: z.string(),
  publishedAt: isoTime,
});
export const issueReport = z.object({
  recipients: count,
  sent: count,
  failed: count,
  bounced: count,
  /** Still to go (queued or waiting for a retry). */
  pending: count,
  /** Recipients who unsubscribed after this issue went out. */
  unsubscribedSince: count,
});
export const newsletterIssue = z.object({
  id: mailId,
  /** The issue's number, counting the ones sent. */
  number: count,
  status: newsletterIssueStatus,
  /** Set on a skipped issue only. */
  skipReason: z.nullable(issueSkipReason),
  /** When it goes out on schedule. */
  scheduledFor: isoTime,
  /** Articles published after this moment (the last issue's sending) are in it. */
  since: isoTime,
  /** The administrator's introduction, per language; a language without one gets none. */
  intro: z.partialRecord(languageCode, z.string().check(z.maxLength(mailLimits.introLength))),
  /** What it holds, per language: live while a draft, fixed when it goes out. */
  articles: z.array(issueArticle),
  startedAt: z.nullable(isoTime),
  finishedAt: z.nullable(isoTime),
  report: issueReport,
});
export type NewsletterIssue = z.output<typeof newsletterIssue>;
export const newsletterIssueList = z.object({
  /** The draft that goes out next (there is always one while the schedule is on, or after "send now"). */
  upcoming: z.nullable(newsletterIssue),
  past: z.array(newsletterIssue),
});
export const issuePatch = z.strictObject({
  intro: z.partialRecord(languageCode, z.string().check(z.maxLength(mailLimits.introLength))),
});
export const previewQuery = z.strictObject({ language: z._default(languageCode, 'en') });
/** An issue as one subscriber of that language would get it. */
export const issuePreview = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export const issueTestBody = z.strictObject({ to: mailAddress, language: languageCode });
