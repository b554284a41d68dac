import type { IndexBuild, SpooledLines } from '@portfolio/kit';
import type {
  IssueDetail,
  IssueListQuery,
  IssueStatus,
  IssueSummary,
  LogLevel,
  LogPurgeResponse,
  LogSource,
} from '@portfolio/contracts';

/**
 * One accepted entry after hygiene, as it travels through the spool into the store. It holds no client address:
 * `session` is a pseudonymous key that cannot be turned back into one.
 */
export interface OccurrenceRecord {
  /** Server-made, unique: what makes a replay idempotent. */
  recordId: string;
  issueId: string;
  /** Identical entries (same issue, text, place and session) share it; within the fold window they become one count. */
  foldKey: string;
  /** Identical entries of the same request already folded into this one. */
  count: number;
  source: LogSource;
  level: LogLevel;
  title: string;
  culprit: string | null;
  /** The spec's log entry fields, scrubbed; `id` and `timestamp` are the client's. */
  id: string;
  message: string;
  timestamp: string;
  url?: string;
  path?: string;
  stack?: string;
  userAgent?: string;
  /** Stored as JSON text: client data is never turned into database operators or keys. */
  context?: string;
  /** Server time of receipt, ms since the epoch. */
  receivedAt: number;
  /** Later identical entries received up to this time fold into this occurrence. */
  foldUntil: number;
  session?: string;
}

/** Where a listing continues: after this issue in (lastSeen desc, id desc) order. */
export interface IssueCursor {
  lastSeen: number;
  id: string;
}

export type IssueQuery = Omit<IssueListQuery, 'cursor'> & { after?: IssueCursor };

export interface IssuePage {
  issues: IssueSummary[];
  next: IssueCursor | null;
}

/** How many days the trend covers, and how many occurrences an issue's detail shows. */
export const trendDays = 14;
export const recentOccurrences = 20;

export interface LogStore {
  /**
   * Applies records: each at most once (by recordId), folded into a recent identical occurrence when there is one,
   * counted into its issue (which reopens as regressed when it was resolved before the record was received).
   */
  record(records: OccurrenceRecord[]): Promise<void>;
  /** `record` for records as the spool wrote them (JSON lines): a store that parses them on another thread. */
  recordLines?(lines: SpooledLines): Promise<void>;
  listIssues(query: IssueQuery, now: number): Promise<IssuePage>;
  getIssue(id: string, now: number): Promise<IssueDetail | undefined>;
  setStatus(id: string, status: IssueStatus, now: number): Promise<IssueSummary | undefined>;
  deleteIssue(id: string): Promise<boolean>;
  /** Removes occurrences last received before `before`, issues not seen since, and their daily and session counts. */
  purge(before: number): Promise<LogPurgeResponse>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** A store with indexes to build (MongoDB): started when it opens; readiness waits for it. */
  indexes?: IndexBuild;
}
