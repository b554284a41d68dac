import { hash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Public answers that may change at any moment (an article saved, a view counted): every cache, the browser's
 * included, keeps them but asks again each time (max-age=0, must-revalidate), and the question is cheap: an
 * unchanged answer is a 304 without a body. A short max-age would spare the round trip but show a saved
 * article late, and stale-while-revalidate would show it late once more after that.
 */
export const revalidateEachTime = 'public, max-age=0, must-revalidate';

/** What tells a client whether its copy is still good. */
export interface Validators {
  /** An entity tag, quoted, weak (`W/"..."`) or strong; see weakEtag. */
  etag: string;
  lastModified: Date;
  /** revalidateEachTime unless given. */
  cacheControl?: string;
}

/** A weak entity tag over the parts that decide an answer (a store revision, the request's query...). */
export const weakEtag = (...parts: readonly string[]) =>
  `W/"${hash('sha256', parts.join('\0'), 'base64url').slice(0, 27)}"`;

/** Weak comparison (RFC 9110 §8.8.3.2): the opaque tags alone, W/ or not. */
const opaqueTag = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);

/** Whether an If-None-Match header names `etag` or is `*`: a list split on commas, linear in its length. */
function noneMatchHits(header: string, etag: string): boolean {
  const wanted = opaqueTag(etag);
  return header.split(',').some((part) => {
    const tag = part.trim();
    return tag === '*' || opaqueTag(tag) === wanted;
  });
}

/**
 * The three forms of an HTTP-date (RFC 9110 §5.6.7): IMF-fixdate, the obsolete RFC 850 form, and asctime's, which
 * names no zone but is GMT. Anything else is not a date to compare: Date.parse would read "3000" or "2099-01-01"
 * as dates and answer 304 to a client that holds no copy. Linear: fixed fields, one alternation, no nesting.
 */
const httpDate =
  /^(?:[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT|[A-Z][a-z]{5,8}, \d{2}-[A-Z][a-z]{2}-\d{2} \d{2}:\d{2}:\d{2} GMT|[A-Z][a-z]{2} [A-Z][a-z]{2} [ \d]\d \d{2}:\d{2}:\d{2} \d{4})$/;

/** An HTTP-date's moment, or NaN for a value that is not one (ignored, as RFC 9110 §13.1.3 says). */
export function parseHttpDate(value: string): number {
  if (!httpDate.test(value)) return Number.NaN;
  return Date.parse(value.endsWith(' GMT') ? value : `${value} GMT`);
}

/** Whole seconds: what an HTTP date can say. */
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * Whether the client's copy is still good (RFC 9110 §13.2.2): If-None-Match when sent, else If-Modified-Since.
 * Only GET and HEAD are conditional here.
 */
export function isNotModified(req: IncomingMessage, validators: Validators): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const noneMatch = req.headers['if-none-match'];
  if (noneMatch !== undefined) return noneMatchHits(noneMatch, validators.etag);
  const modifiedSince = req.headers['if-modified-since'];
  if (modifiedSince === undefined) return false;
  const since = parseHttpDate(modifiedSince);
  return Number.isFinite(since) && seconds(validators.lastModified) <= Math.floor(since / 1000);
}

/** Sets ETag, Last-Modified and Cache-Control: on a 304, or on the full answer once it is sure to succeed. */
export function setValidators(res: ServerResponse, validators: Validators): void {
  res.setHeader('ETag', validators.etag);
  res.setHeader('Last-Modified', validators.lastModified.toUTCString());
  res.setHeader('Cache-Control', validators.cacheControl ?? revalidateEachTime);
}

/**
 * Sets the validators and says whether the client's copy is still good; when true, the caller answers 304 without
 * a body. For an answer that is ready (or cannot fail) before this is called: otherwise call isNotModified first
 * and setValidators once the answer is made, so that an error answer never carries them (a client would keep
 * it as the page). Works on node:http and on Koa (ctx.req, ctx.res).
 */
export function conditionalGet(req: IncomingMessage, res: ServerResponse, validators: Validators): boolean {
  setValidators(res, validators);
  return isNotModified(req, validators);
}
