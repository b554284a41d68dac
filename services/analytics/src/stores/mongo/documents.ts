/** Document shapes of the MongoDB adapter. Times are BSON dates, so TTL indexes and time zones apply. */

export interface SessionDoc {
  _id: string;
  startedAt: Date;
  lastSeen: Date;
  visitor: string;
  seenBefore: boolean;
  browser: string;
  os: string;
  device: string;
  country: string;
  language: string;
  landingPage: string;
  referrer: string;
  referrerHost: string;
  /** Set by the first page view, with `utm`. */
  source: string | null;
  utm: Record<string, string> | null;
  pageviews: number;
  lastPvAt: Date | null;
  durationMs: number;
  exitPage: string | null;
  /** The page views counted in this visit: what makes counting them idempotent, one document at a time. */
  pages: { id: string; path: string; at: Date }[];
}

/** `_id` is the page-view id: its unique index is what makes a page view count once. */
export interface PageviewDoc {
  _id: string;
  sessionId: string;
  at: Date;
  path: string;
  ttfb?: number;
  dcl?: number;
  load?: number;
}

export interface SaltDoc {
  _id: string;
  salt: string;
  /** TTL backstop for the 48-hour rule, should nothing prune the salt first. */
  expireAt: Date;
}

/** A game started or finished: `_id` is the event id (counted once); nothing about who played. */
export interface GameEventDoc {
  _id: string;
  at: Date;
  game: string;
  kind: 'start' | 'finish';
  score: number | null;
  durationMs: number | null;
  completed: boolean;
}
