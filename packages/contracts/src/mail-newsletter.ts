import * as z from 'zod/mini';
import { languageCode } from './languages.ts';
import { count, isoTime, page, query } from './mail-fields.ts';
import { mailAddress, mailId, mailLimits, multiLine } from './mail.ts';

/** The newsletter's side of the mail service (#17): subscribers and the weekly issues. */
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
  /** Several lines of text per language, without control characters (they would reach the mail's body). */
  intro: z.partialRecord(languageCode, multiLine(mailLimits.introLength)),
});
export const previewQuery = z.strictObject({ language: z._default(languageCode, 'en') });
/** An issue as one subscriber of that language would get it. */
export const issuePreview = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export const issueTestBody = z.strictObject({ to: mailAddress, language: languageCode });
