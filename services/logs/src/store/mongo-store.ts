import type { Filter } from 'mongodb';
import { startIndexBuild, storeMongoClient, type IndexBuild, type Logger } from '@portfolio/kit';
import {
  eventOf,
  occurrenceOf,
  summaryOf,
  type AppliedDoc,
  type DayDoc,
  type EventDoc,
  type IssueDoc,
  type SessionDoc,
} from './mongo-documents.ts';
import { collectionNames, createIndexes, storeUnreachable } from './mongo-indexes.ts';
import { fresh, writeDays, writeIssues, writeSessions } from './mongo-writes.ts';
import { recentOccurrences, type IssueQuery, type LogStore, type OccurrenceRecord } from './ports.ts';
import { foldRuns, trendStart, utcDay } from './shared.ts';

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
  /** Where the index build says how it went. */
  logger: Logger;
}

export interface MongoLogStore extends LogStore {
  indexes: IndexBuild;
}

/**
 * The MongoDB adapter. Without multi-document transactions a record's effects are written in order (applied
 * marker first), so a crash between two writes loses that record's counts rather than counting it twice. Its
 * indexes are built from the moment it is opened, in the background and retried: no request or write waits for
 * an index build, and a MongoDB that is down at start is fine.
 */
export function createMongoStore(options: MongoStoreOptions): MongoLogStore {
  const client = storeMongoClient(options.url, 'portfolio-logs', options.timeoutMs);
  const db = client.db(options.dbName);
  const issues = db.collection<IssueDoc>(collectionNames.issues);
  const events = db.collection<EventDoc>(collectionNames.events);
  const days = db.collection<DayDoc>(collectionNames.days);
  const sessions = db.collection<SessionDoc>(collectionNames.sessions);
  const applied = db.collection<AppliedDoc>(collectionNames.applied);
  const maxTimeMS = options.timeoutMs;
  const indexes = startIndexBuild(() => createIndexes(db, options.retentionMs, options.dedupeMs), {
    logger: options.logger,
    isUnreachable: storeUnreachable,
  });

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
    indexes,
    async record(records) {
      // The driver refuses an empty bulk write; an empty batch has nothing to apply anyway.
      if (records.length === 0) return;
      const unseen = await fresh(applied, records);
      if (unseen.length === 0) return;
      await writeEvents(unseen);
      await writeIssues(issues, unseen);
      await writeDays(days, unseen);
      await writeSessions(sessions, issues, unseen);
    },

    async listIssues(query, now) {
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
      const doc = await issues.findOneAndUpdate(
        { _id: id },
        { $set: { status, regressed: false, resolvedAt: status === 'resolved' ? new Date(now) : null } },
        { returnDocument: 'after' },
      );
      if (!doc) return undefined;
      return summaryOf(doc, (await trends([id], now)).get(id)!, now);
    },

    async deleteIssue(id) {
      return (await removeIssues([id])) > 0;
    },

    async purge(before) {
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
      indexes.stop();
      await client.close();
    },
  };
}
