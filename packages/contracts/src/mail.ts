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
const smtpStepMs = 15_000;

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
  /** The longest one SMTP conversation step may be given (`MAIL_SMTP_TIMEOUT_MS` is at most this). */
  smtpStepMs,
  /**
   * How long a call that talks to the SMTP server may take to answer (a check, a test mail, a reply): connecting,
   * the greeting, STARTTLS and signing in, each a step, so that the administrator reads the server's reason and
   * not the gateway's timeout.
   */
  smtpAnswerWithinMs: 4 * smtpStepMs,
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

export const mailId = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be an id'));
export const mailIdParams = z.object({ id: mailId });

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
