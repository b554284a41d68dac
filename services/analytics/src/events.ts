import { z } from 'zod';
import { gameEventKinds, gameIds, limits, pageviewId, safeRecord, sessionId } from '@portfolio/contracts';

/**
 * What ingestion writes to the spool and the stores receive: already enriched, and holding nothing sensitive
 * (no address, no User-Agent, no fingerprint-grade browser info, no query parameter but the kept ones). The
 * spool is a file, so this is also the most that ever reaches the disk.
 */

/** Query-string parameters worth keeping: campaign tags. Anything else can carry a token. */
export const isKeptParam = (key: string) => key.startsWith('utm_') || key === 'ref' || key === 'source';

const visitorHash = z.string().regex(/^[A-Za-z0-9_-]{22}$/);
const storedPath = z
  .string()
  .min(1)
  .max(limits.pathLength)
  .regex(/^\/[^?#]*$/, 'a path without query or fragment');
const label = (max: number) => z.string().min(1).max(max);
const millis = z.number().min(0).max(3_600_000).nullable();

// safeRecord is a zod mini schema (the visitor's page validates with it): a check is added the functional way.
export const keptUtm = safeRecord(limits.utmKeyLength, z.string().max(limits.utmValueLength), limits.utmKeys).check(
  z.refine((map) => Object.keys(map).every(isKeptParam), 'only utm_*, ref and source are kept'),
);

const common = {
  /** Server time of arrival, in ms: clients' clocks are not trusted. */
  at: z.number().int().min(0),
  sessionId,
  /** Hash of address and User-Agent with the day's salt: counts unique visitors without identifying anyone. */
  visitor: visitorHash,
  /** The same with the previous day's salt, to tell a returning visitor; never stored beyond the spool. */
  priorVisitor: visitorHash.nullable(),
  browser: label(64),
  os: label(64),
  device: label(16),
  country: z.string().regex(/^([A-Z]{2}|Unknown)$/),
  language: label(35),
  landingPage: storedPath,
  /** Referring page: scheme, host and path only; empty for none (or for our own site). */
  referrer: z.string().max(limits.referrerLength),
  referrerHost: z.string().max(253),
};

export const sessionEvent = z.strictObject({ kind: z.literal('session'), ...common });
export type SessionEvent = z.infer<typeof sessionEvent>;

export const pageviewEvent = z.strictObject({
  kind: z.literal('pageview'),
  ...common,
  id: pageviewId,
  path: storedPath,
  /** utm_source, else ref, else source, else the referring host, else "Direct / None". */
  source: label(limits.utmValueLength),
  utm: keptUtm,
  /** Navigation timing in ms; `null` until the performance update brings it. */
  timing: z.strictObject({ ttfb: millis, dcl: millis, load: millis }).nullable(),
});
export type PageviewEvent = z.infer<typeof pageviewEvent>;

/** What a visit is made of: the events that carry the visitor's (hashed, daily) traits. */
export type VisitEvent = SessionEvent | PageviewEvent;

/**
 * A game started or finished (#20): no session, visitor hash, address or browser, and its time only to the
 * quarter hour (see gameEventOf), so that a play cannot be matched to a visit by the instant it arrived.
 */
export const gamePlayEvent = z.strictObject({
  kind: z.literal('game'),
  id: pageviewId,
  at: z.number().int().min(0),
  game: z.enum(gameIds),
  event: z.enum(gameEventKinds),
  score: z.number().int().min(0).nullable(),
  durationMs: z.number().int().min(0).nullable(),
  completed: z.boolean(),
});
export type GamePlayEvent = z.infer<typeof gamePlayEvent>;

export const storedEvent = z.discriminatedUnion('kind', [sessionEvent, pageviewEvent, gamePlayEvent]);
export type StoredEvent = z.infer<typeof storedEvent>;

export const directSource = 'Direct / None';
