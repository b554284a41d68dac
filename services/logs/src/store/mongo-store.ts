import { MongoClient, MongoServerError, type AnyBulkWriteOperation, type Filter } from 'mongodb';
import type { IssueStatus, IssueSummary, Occurrence } from '@portfolio/contracts';
import { recentOccurrences, type IssueQuery, type LogStore, type OccurrenceRecord } from './ports.ts';
import { contextOf, dayTotals, foldRuns, issueTotals, sessionsSeen, trendOf, trendStart, utcDay } from './shared.ts';

export interface MongoStoreOptions {
  url: string;
  dbName: string;
  /** Occurrences and issues are removed by TTL indexes this long after they were last seen. */
  retentionMs: number;
  /** How long applied record ids are remembered: at least as long as a record can wait in the spool. */
  dedupeMs: number;
  /** Server selection, connection and read bound: the store fails fast and the spool keeps the events. */
  timeoutMs: number;
  /**
   * Occurrences kept per issue (LOGS_MAX_OCCURRENCES_PER_ISSUE): past it the oldest are removed as new ones
   * arrive, while the issue's count, daily trend and sessions keep counting every entry (as error trackers keep
   * samples, not all).
   */
  maxOccurrencesPerIssue: number;
}

interface IssueDoc {
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

interface EventDoc {
  _id: string;
  issueId: string;
  foldKey: string;
  foldUntil: Date;
  count: number;
  level: Occurrence['level'];
  id: string;
  message: string;
  timestamp: string;
  url?: string;
  path?: string;
  stack?: string;
  userAgent?: string;
  context?: string;
  receivedAt: Date;
  lastAt: Date;
}

interface DayDoc {
  _id: string;
  issueId: string;
  day: string;
  /** The day as a date, for the TTL index. */
  date: Date;
  count: number;
}

interface SessionDoc {
  _id: string;
  issueId: string;
  lastAt: Date;
}

interface AppliedDoc {
  _id: string;
  at: Date;
}

const seconds = (ms: number) => Math.max(1, Math.round(ms / 1000));
const dayMs = 86_400_000;

/** Client text inside an update pipeline is a literal: a title starting with `$` is never read as a field path. */
const literal = (value: unknown) => ({ $literal: value });

function summaryOf(doc: IssueDoc, days: ReadonlyMap<string, number>, now: number): IssueSummary {
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

function occurrenceOf(doc: EventDoc): Occurrence {
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

function eventOf(r: OccurrenceRecord): EventDoc {
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

/**
 * The MongoDB adapter. Without multi-document transactions a record's effects are written in order (applied
 * marker first), so a crash between two writes loses that record's counts rather than counting it twice.
 */
export function createMongoStore(options: MongoStoreOptions): LogStore {
  const client = new MongoClient(options.url, {
    serverSelectionTimeoutMS: options.timeoutMs,
    connectTimeoutMS: options.timeoutMs,
    socketTimeoutMS: options.timeoutMs * 3,
    maxPoolSize: 10,
  });
  const db = client.db(options.dbName);
  const issues = db.collection<IssueDoc>('logs_issues');
  const events = db.collection<EventDoc>('logs_events');
  const days = db.collection<DayDoc>('logs_issue_days');
  const sessions = db.collection<SessionDoc>('logs_issue_sessions');
  const applied = db.collection<AppliedDoc>('logs_applied');
  const maxTimeMS = options.timeoutMs;

  /** A TTL index, its expiry changed in place when the configured retention changed since it was created. */
  async function ttlIndex(collectionName: string, field: string, expireMs: number) {
    const expireAfterSeconds = seconds(expireMs);
    try {
      await db.collection(collectionName).createIndex({ [field]: 1 }, { expireAfterSeconds });
    } catch (err) {
      if (!(err instanceof MongoServerError) || (err.code !== 85 && err.code !== 86)) throw err;
      await db.command({
        collMod: collectionName,
        index: { keyPattern: { [field]: 1 }, expireAfterSeconds },
      });
    }
  }

  async function createIndexes() {
    await Promise.all([
      issues.createIndex({ lastSeen: -1, _id: -1 }),
      issues.createIndex({ status: 1, lastSeen: -1 }),
      events.createIndex({ issueId: 1, receivedAt: -1 }),
      events.createIndex({ foldKey: 1, foldUntil: 1 }),
      events.createIndex({ path: 1, receivedAt: 1 }),
      // No language: error messages are not prose, and stemming or stop words would hide terms.
      events.createIndex({ message: 'text' }, { default_language: 'none' }),
      days.createIndex({ issueId: 1, day: 1 }),
      sessions.createIndex({ issueId: 1 }),
      ttlIndex(issues.collectionName, 'lastSeen', options.retentionMs),
      ttlIndex(events.collectionName, 'lastAt', options.retentionMs),
      ttlIndex(days.collectionName, 'date', options.retentionMs + dayMs),
      ttlIndex(sessions.collectionName, 'lastAt', options.retentionMs),
      ttlIndex(applied.collectionName, 'at', options.dedupeMs),
    ]);
  }
  // Created on first use and retried after a failure, so a MongoDB that is down at start does not stop the service.
  let indexed: Promise<void> | undefined;
  const ready = () =>
    (indexed ??= createIndexes().catch((err: unknown) => {
      indexed = undefined;
      throw err;
    }));

  /** Ids of the records never applied before; their markers are written now. */
  async function fresh(records: OccurrenceRecord[]): Promise<OccurrenceRecord[]> {
    const at = new Date();
    const result = await applied.bulkWrite(
      records.map((r) => ({
        updateOne: { filter: { _id: r.recordId }, update: { $setOnInsert: { at } }, upsert: true },
      })),
      { ordered: false },
    );
    return Object.keys(result.upsertedIds).map((index) => records[Number(index)]!);
  }

  const maxOccurrences = options.maxOccurrencesPerIssue;

  /** Removes an issue's occurrences beyond the newest ones, read through the (issueId, receivedAt) index. */
  async function trimEvents(issueId: string) {
    const extra = await events
      .find({ issueId }, { projection: { _id: 1 }, sort: { receivedAt: -1, _id: -1 }, skip: maxOccurrences, maxTimeMS })
      .toArray();
    if (extra.length > 0) await events.deleteMany({ _id: { $in: extra.map((doc) => doc._id) } });
  }

  async function writeEvents(records: OccurrenceRecord[]) {
    const grown = new Set<string>();
    for (const run of foldRuns(records)) {
      const at = new Date(run.first.receivedAt);
      const folded = await events.findOneAndUpdate(
        { foldKey: run.first.foldKey, foldUntil: { $gte: at }, receivedAt: { $lte: at } },
        { $inc: { count: run.count }, $max: { lastAt: new Date(run.lastAt) } },
        { sort: { receivedAt: -1 } },
      );
      if (!folded) {
        const { _id, ...rest } = { ...eventOf(run.first), count: run.count, lastAt: new Date(run.lastAt) };
        await events.updateOne({ _id }, { $setOnInsert: rest }, { upsert: true });
        grown.add(run.first.issueId);
      }
    }
    for (const issueId of grown) await trimEvents(issueId);
  }

  async function writeIssues(records: OccurrenceRecord[]) {
    await issues.bulkWrite(
      [...issueTotals(records)].map(([id, { first, count, firstAt, lastAt }]) => {
        const last = new Date(lastAt);
        // Stage fields read the document as it was, so the status and the regressed flag see the same state.
        const regresses = { $and: [{ $eq: ['$status', 'resolved'] }, { $gte: [last, '$resolvedAt'] }] };
        return {
          updateOne: {
            filter: { _id: id },
            upsert: true,
            update: [
              {
                $set: {
                  source: { $ifNull: ['$source', literal(first.source)] },
                  level: { $ifNull: ['$level', literal(first.level)] },
                  title: { $ifNull: ['$title', literal(first.title)] },
                  culprit: { $ifNull: ['$culprit', literal(first.culprit)] },
                  status: { $cond: [regresses, 'open', { $ifNull: ['$status', 'open'] }] },
                  regressed: { $cond: [regresses, true, { $ifNull: ['$regressed', false] }] },
                  resolvedAt: { $ifNull: ['$resolvedAt', null] },
                  count: { $add: [{ $ifNull: ['$count', 0] }, count] },
                  sessions: { $ifNull: ['$sessions', 0] },
                  firstSeen: { $min: [{ $ifNull: ['$firstSeen', new Date(firstAt)] }, new Date(firstAt)] },
                  lastSeen: { $max: [{ $ifNull: ['$lastSeen', last] }, last] },
                },
              },
            ],
          },
        } satisfies AnyBulkWriteOperation<IssueDoc>;
      }),
      { ordered: false },
    );
  }

  async function writeDays(records: OccurrenceRecord[]) {
    await days.bulkWrite(
      dayTotals(records).map(({ issueId, day, count }) => ({
        updateOne: {
          filter: { _id: `${issueId}|${day}` },
          update: { $inc: { count }, $setOnInsert: { issueId, day, date: new Date(`${day}T00:00:00Z`) } },
          upsert: true,
        },
      })),
      { ordered: false },
    );
  }

  async function writeSessions(records: OccurrenceRecord[]) {
    const seen = sessionsSeen(records);
    if (seen.length === 0) return;
    const result = await sessions.bulkWrite(
      seen.map(({ issueId, session, lastAt }) => ({
        updateOne: {
          filter: { _id: `${issueId}|${session}` },
          update: { $max: { lastAt: new Date(lastAt) }, $setOnInsert: { issueId } },
          upsert: true,
        },
      })),
      { ordered: false },
    );
    const added = new Map<string, number>();
    for (const index of Object.keys(result.upsertedIds)) {
      const { issueId } = seen[Number(index)]!;
      added.set(issueId, (added.get(issueId) ?? 0) + 1);
    }
    if (added.size === 0) return;
    await issues.bulkWrite(
      [...added].map(([_id, n]) => ({ updateOne: { filter: { _id }, update: { $inc: { sessions: n } } } })),
      { ordered: false },
    );
  }

  async function trends(ids: string[], now: number) {
    const byIssue = new Map<string, Map<string, number>>(ids.map((id) => [id, new Map()]));
    if (ids.length === 0) return byIssue;
    const docs = await days.find({ issueId: { $in: ids }, day: { $gte: trendStart(now) } }, { maxTimeMS }).toArray();
    for (const doc of docs) byIssue.get(doc.issueId)!.set(doc.day, doc.count);
    return byIssue;
  }

  /** Issue ids with an occurrence matching the event-level filters, or undefined when there are none. */
  async function issuesWithEvents(query: IssueQuery): Promise<string[] | undefined> {
    const filter: Filter<EventDoc> = {};
    if (query.q) {
      // One phrase: the administrator's text is matched, never parsed as $text syntax (negation, OR).
      const phrase = query.q.replaceAll('"', ' ').trim();
      if (!phrase) return [];
      filter.$text = { $search: `"${phrase}"` };
    }
    if (query.path) filter.path = { $gte: query.path, $lt: `${query.path}\u{10FFFF}` };
    if (query.from) filter.lastAt = { $gte: new Date(query.from) };
    if (query.to) filter.receivedAt = { $lte: new Date(query.to) };
    if (Object.keys(filter).length === 0) return undefined;
    const groups = await events
      .aggregate<{ _id: string }>([{ $match: filter }, { $group: { _id: '$issueId' } }], { maxTimeMS })
      .toArray();
    return groups.map((g) => g._id);
  }

  async function removeIssues(ids: string[]) {
    if (ids.length === 0) return 0;
    const removed = await issues.deleteMany({ _id: { $in: ids } });
    await Promise.all([
      events.deleteMany({ issueId: { $in: ids } }),
      days.deleteMany({ issueId: { $in: ids } }),
      sessions.deleteMany({ issueId: { $in: ids } }),
    ]);
    return removed.deletedCount;
  }

  return {
    async record(records) {
      await ready();
      const unseen = await fresh(records);
      if (unseen.length === 0) return;
      await writeEvents(unseen);
      await writeIssues(unseen);
      await writeDays(unseen);
      await writeSessions(unseen);
    },

    async listIssues(query, now) {
      await ready();
      const and: Filter<IssueDoc>[] = [];
      if (query.level) and.push({ level: query.level });
      if (query.status) and.push({ status: query.status });
      if (query.source) and.push({ source: query.source });
      const ids = await issuesWithEvents(query);
      if (ids) and.push({ _id: { $in: ids } });
      if (query.after) {
        const lastSeen = new Date(query.after.lastSeen);
        and.push({ $or: [{ lastSeen: { $lt: lastSeen } }, { lastSeen, _id: { $lt: query.after.id } }] });
      }
      const docs = await issues
        .find(and.length > 0 ? { $and: and } : {}, { maxTimeMS })
        .sort({ lastSeen: -1, _id: -1 })
        .limit(query.limit + 1)
        .toArray();
      const page = docs.slice(0, query.limit);
      const counts = await trends(
        page.map((d) => d._id),
        now,
      );
      const last = page.at(-1);
      return {
        issues: page.map((doc) => summaryOf(doc, counts.get(doc._id)!, now)),
        next: docs.length > query.limit && last ? { lastSeen: last.lastSeen.getTime(), id: last._id } : null,
      };
    },

    async getIssue(id, now) {
      await ready();
      const doc = await issues.findOne({ _id: id }, { maxTimeMS });
      if (!doc) return undefined;
      const recent = await events
        .find({ issueId: id }, { maxTimeMS })
        .sort({ receivedAt: -1, _id: -1 })
        .limit(recentOccurrences)
        .toArray();
      const counts = await trends([id], now);
      return { ...summaryOf(doc, counts.get(id)!, now), occurrences: recent.map(occurrenceOf) };
    },

    async setStatus(id, status, now) {
      await ready();
      const doc = await issues.findOneAndUpdate(
        { _id: id },
        { $set: { status, regressed: false, resolvedAt: status === 'resolved' ? new Date(now) : null } },
        { returnDocument: 'after' },
      );
      if (!doc) return undefined;
      return summaryOf(doc, (await trends([id], now)).get(id)!, now);
    },

    async deleteIssue(id) {
      await ready();
      return (await removeIssues([id])) > 0;
    },

    async purge(before) {
      await ready();
      const cutoff = new Date(before);
      const occurrences = (await events.deleteMany({ lastAt: { $lt: cutoff } })).deletedCount;
      const stale = await issues.find({ lastSeen: { $lt: cutoff } }, { projection: { _id: 1 } }).toArray();
      const removed = await removeIssues(stale.map((d) => d._id));
      await Promise.all([
        days.deleteMany({ day: { $lt: utcDay(before) } }),
        sessions.deleteMany({ lastAt: { $lt: cutoff } }),
      ]);
      return { issues: removed, occurrences };
    },

    async ping() {
      await db.command({ ping: 1 });
      return true;
    },

    async close() {
      await client.close();
    },
  };
}
