import type { GameId } from '@portfolio/contracts';
import type { IndexBuild } from '@portfolio/kit';
import type { StoredEvent } from '../events.ts';
import type { StatsRange } from '../stats/range.ts';

/**
 * Breakdowns a stats answer holds; all count visits, except `page` and `publicPage` (page views). `publicPage`
 * groups by the site's own pages, every other path as one `other` row: counted over all page views, so that
 * made-up paths cannot push the real pages out of the public list.
 */
export const breakdowns = [
  'page',
  'publicPage',
  'browser',
  'os',
  'device',
  'country',
  'language',
  'source',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'entry',
  'exit',
  'referrer',
] as const;
export type Breakdown = (typeof breakdowns)[number];

export interface Named {
  name: string;
  count: number;
}

export interface DailyTotals {
  date: string;
  pageviews: number;
  sessions: number;
  visitors: number;
}

/** The visitor-level lists, for the administrator only. Times in ms. */
export interface VisitorLevel {
  activeSessions: { sessionId: string; landingPage: string; lastSeen: number; pages: string[] }[];
  recentVisitors: { sessionId: string; browser: string; os: string; country: string; startedAt: number }[];
  recentPageviews: { path: string; sessionId: string; at: number }[];
}

export interface StatsRequest {
  range: StatsRange;
  /** Most entries per breakdown and per list. */
  limit: number;
  /** Also read the visitor-level lists (active since `activeSince`). */
  visitorLevel: boolean;
  activeSince: number;
}

export interface TopPathsRequest {
  range: StatsRange;
  limit: number;
}

/**
 * What a store reads for a stats answer. A visit is a session with at least one page view, counted on the day
 * its session began; page views count on the day they happened.
 */
export interface StatsData {
  pageviews: number;
  sessions: number;
  visitors: number;
  returningVisitors: number;
  /** Visits with a single page view. */
  bounces: number;
  /** Sum over visits of the gaps between their page views, gaps over 30 minutes left out. */
  durationMs: number;
  /** Only the days that have data; the service fills the others with zeros. */
  daily: DailyTotals[];
  /** Means over the page views that reported each timing; null when none did. */
  timing: { ttfb: number | null; dcl: number | null; load: number | null };
  /** Each sorted by count (descending), then name; at most `limit` entries. */
  breakdowns: Record<Breakdown, Named[]>;
  visitorLevel?: VisitorLevel;
}

/** Per game and day of a range (only the pairs that have events): games started, and finished at their end. */
export interface GameDay {
  game: GameId;
  day: string;
  plays: number;
  completions: number;
}

/**
 * What a store reads for the games' statistics. The medians are over the range's completed games (a game left
 * half-way says little about scores or lengths): the middle value, or the mean of the two middle ones.
 */
export interface GameStatsData {
  days: GameDay[];
  medians: { game: GameId; score: number | null; durationMs: number | null }[];
}

/** Daily salts for the visitor hash: created once per day (the first writer wins), deleted after two days. */
export interface SaltStore {
  /** The day's salt: the stored one, else `candidate`, which is then stored. */
  ensure(day: string, candidate: string): Promise<string>;
  get(day: string): Promise<string | undefined>;
  /** Deletes the salts of days before `day`. */
  prune(day: string): Promise<void>;
}

/**
 * The analytics store. `write` receives the spool's records in order and is idempotent: a session is created
 * once, a page view counts once per id (a later copy only sets its timings), a game event once per id, so
 * replays never count twice.
 */
export interface AnalyticsStore {
  kind: 'sqlite' | 'mongodb';
  write(events: readonly StoredEvent[]): Promise<void>;
  stats(request: StatsRequest): Promise<StatsData>;
  /** Every page path viewed in the range, most viewed first (then by path), at most `limit`. */
  topPaths(request: TopPathsRequest): Promise<Named[]>;
  /** The games' plays and completions by day, and their medians, over the range (#20). */
  gameStats(range: StatsRange): Promise<GameStatsData>;
  salts: SaltStore;
  /** Deletes what happened before `before` (ms). MongoDB's TTL indexes do it there; SQLite needs the call. */
  purge(before: number): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** A store with indexes to build (MongoDB): started when it opens; readiness waits for it. */
  indexes?: IndexBuild;
}

/** Sessions longer than this stop updating their visit figures (their page views still count): that is a robot. */
export const maxPagesPerSession = 1000;
/** A gap between two page views longer than this is a pause, not time spent on the page. */
export const maxCountedGapMs = 30 * 60_000;
