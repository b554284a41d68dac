import type { IssueStatus, IssueSummary, Occurrence } from '@portfolio/contracts';
import type { OccurrenceRecord } from './ports.ts';
import { contextOf, trendOf } from './shared.ts';

/** Document shapes of the MongoDB adapter, and their reading as contract shapes. Times are BSON dates (TTL). */

export interface IssueDoc {
  _id: string;
  source: IssueSummary['source'];
  level: IssueSummary['level'];
  title: string;
  culprit: string | null;
  status: IssueStatus;
  regressed: boolean;
  resolvedAt: Date | null;
  count: number;
  sessions: number;
  firstSeen: Date;
  lastSeen: Date;
}

/** An occurrence as stored: the record's entry fields as they are, its times as BSON dates. */
export type EventDoc = Pick<
  OccurrenceRecord,
  | 'issueId'
  | 'foldKey'
  | 'count'
  | 'level'
  | 'id'
  | 'message'
  | 'timestamp'
  | 'url'
  | 'path'
  | 'stack'
  | 'userAgent'
  | 'context'
> & {
  _id: string;
  foldUntil: Date;
  receivedAt: Date;
  lastAt: Date;
};

export interface DayDoc {
  _id: string;
  issueId: string;
  day: string;
  /** The day as a date, for the TTL index. */
  date: Date;
  count: number;
}

export interface SessionDoc {
  _id: string;
  issueId: string;
  lastAt: Date;
}

export interface AppliedDoc {
  _id: string;
  at: Date;
}

/** Client text inside an update pipeline is a literal: a title starting with `$` is never read as a field path. */
export const literal = (value: unknown) => ({ $literal: value });

export function summaryOf(doc: IssueDoc, days: ReadonlyMap<string, number>, now: number): IssueSummary {
  return {
    id: doc._id,
    source: doc.source,
    level: doc.level,
    status: doc.status,
    regressed: doc.regressed,
    title: doc.title,
    culprit: doc.culprit,
    count: doc.count,
    sessions: doc.sessions,
    firstSeen: doc.firstSeen.toISOString(),
    lastSeen: doc.lastSeen.toISOString(),
    trend: trendOf(days, now),
  };
}

export function occurrenceOf(doc: EventDoc): Occurrence {
  const out: Occurrence = {
    id: doc.id,
    level: doc.level,
    message: doc.message,
    timestamp: doc.timestamp,
    receivedAt: doc.receivedAt.toISOString(),
    lastReceivedAt: doc.lastAt.toISOString(),
    count: doc.count,
  };
  if (doc.url !== undefined) out.url = doc.url;
  if (doc.path !== undefined) out.path = doc.path;
  if (doc.stack !== undefined) out.stack = doc.stack;
  if (doc.userAgent !== undefined) out.userAgent = doc.userAgent;
  const context = contextOf(doc.context);
  if (context) out.context = context;
  return out;
}

export function eventOf(r: OccurrenceRecord): EventDoc {
  const doc: EventDoc = {
    _id: r.recordId,
    issueId: r.issueId,
    foldKey: r.foldKey,
    foldUntil: new Date(r.foldUntil),
    count: r.count,
    level: r.level,
    id: r.id,
    message: r.message,
    timestamp: r.timestamp,
    receivedAt: new Date(r.receivedAt),
    lastAt: new Date(r.receivedAt),
  };
  for (const key of ['url', 'path', 'stack', 'userAgent', 'context'] as const) {
    if (r[key] !== undefined) doc[key] = r[key];
  }
  return doc;
}
