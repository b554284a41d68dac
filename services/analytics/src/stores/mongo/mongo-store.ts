import {
  MongoBulkWriteError,
  MongoClient,
  MongoServerError,
  type AnyBulkWriteOperation,
  type Collection,
} from 'mongodb';
import { startIndexBuild, type IndexBuild, type Logger } from '@portfolio/kit';
import type { GamePlayEvent, PageviewEvent, VisitEvent } from '../../events.ts';
import { addDays, type Calendar } from '../../stats/calendar.ts';
import type { AnalyticsStore } from '../ports.ts';
import { pageviewUpsert, sessionUpsert, visitCount } from './counting.ts';
import type { GameEventDoc, PageviewDoc, SaltDoc, SessionDoc } from './documents.ts';
import { mongoGameStats } from './mongo-games.ts';
import { ensureIndexes } from './indexes.ts';
import { storeUnreachable } from './unreachable.ts';
import { mongoStats, mongoTopPaths, statsTimeoutMs } from './mongo-stats.ts';

export interface MongoStoreOptions {
  url: string;
  /** Defaults to the database named in the URL, else "analytics". */
  dbName?: string;
  /** Server selection, connection and write timeouts: a MongoDB that is down or hangs fails fast. */
  timeoutMs: number;
  retentionMs: number;
  calendar: Calendar;
  logger: Logger;
}

const duplicateKey = 11000;

const databaseOf = (url: string) => /^mongodb(?:\+srv)?:\/\/[^/]*\/([^?]+)/.exec(url)?.[1] ?? 'analytics';

/**
 * Runs bulk operations in order, going on past duplicate-key failures (a session two instances created at once,
 * a page-view id claimed by another session): those are outcomes, not faults. Any other error is thrown, and the
 * batch is retried later from the spool; every operation is idempotent. Returns the indexes that failed.
 */
async function orderedWrite<T extends object>(collection: Collection<T>, ops: AnyBulkWriteOperation<T>[]) {
  const failed = new Set<number>();
  let from = 0;
  while (from < ops.length) {
    try {
      await collection.bulkWrite(ops.slice(from), { ordered: true });
      return failed;
    } catch (err) {
      const writeError = err instanceof MongoBulkWriteError ? [err.writeErrors].flat()[0] : undefined;
      if (!writeError || writeError.code !== duplicateKey) throw err;
      failed.add(from + writeError.index);
      from += writeError.index + 1;
    }
  }
  return failed;
}

/** A game event is inserted once; a copy (a retry, a replay) finds it there and changes nothing. */
const gameEventInsert = (e: GamePlayEvent): AnyBulkWriteOperation<GameEventDoc> => ({
  updateOne: {
    filter: { _id: e.id },
    update: {
      $setOnInsert: {
        at: new Date(e.at),
        game: e.game,
        kind: e.event,
        score: e.score,
        durationMs: e.durationMs,
        completed: e.completed,
      },
    },
    upsert: true,
  },
});

export interface MongoAnalyticsStore extends AnalyticsStore {
  indexes: IndexBuild;
}

/**
 * The MongoDB adapter (official driver). Its indexes are built from the moment it is opened, in the background and
 * retried, so a MongoDB that is down at start is fine and no request or write waits for an index build.
 */
export function createMongoStore(options: MongoStoreOptions): MongoAnalyticsStore {
  const { timeoutMs, calendar: cal } = options;
  const client = new MongoClient(options.url, {
    appName: 'portfolio-analytics',
    serverSelectionTimeoutMS: timeoutMs,
    connectTimeoutMS: timeoutMs,
    socketTimeoutMS: statsTimeoutMs + timeoutMs,
    waitQueueTimeoutMS: timeoutMs,
    maxPoolSize: 10,
  });
  const db = client.db(options.dbName ?? databaseOf(options.url));
  const pageviews = db.collection<PageviewDoc>('pageviews');
  const sessions = db.collection<SessionDoc>('sessions');
  const salts = db.collection<SaltDoc>('salts');
  const gameEvents = db.collection<GameEventDoc>('gameEvents');

  const indexes = startIndexBuild(() => ensureIndexes(db, Math.round(options.retentionMs / 1000)), {
    logger: options.logger,
    isUnreachable: storeUnreachable,
  });

  /** Whether each event's visitor was seen the day before: a returning visitor, known without a lasting id. */
  async function seenBefore(events: readonly VisitEvent[]): Promise<boolean[]> {
    const priors = [...new Set(events.flatMap((e) => (e.priorVisitor ? [e.priorVisitor] : [])))];
    const known = new Set(priors.length === 0 ? [] : await sessions.distinct('visitor', { visitor: { $in: priors } }));
    // Earlier events of this same batch count too, as they would had they been written one by one.
    const inBatch = new Set<string>();
    return events.map((e) => {
      const seen = e.priorVisitor !== null && (known.has(e.priorVisitor) || inBatch.has(e.priorVisitor));
      inBatch.add(e.visitor);
      return seen;
    });
  }

  return {
    kind: 'mongodb',
    indexes,
    async write(all) {
      const games = all.filter((e): e is GamePlayEvent => e.kind === 'game');
      if (games.length > 0) await orderedWrite(gameEvents, games.map(gameEventInsert));
      const events = all.filter((e): e is VisitEvent => e.kind !== 'game');
      if (events.length === 0) return;
      const seen = await seenBefore(events);
      await orderedWrite(
        sessions,
        events.map((e, i) => sessionUpsert(e, seen[i]!)),
      );
      const views = events.filter((e): e is PageviewEvent => e.kind === 'pageview');
      const refused = await orderedWrite(pageviews, views.map(pageviewUpsert));
      const counted = views.filter((_, i) => !refused.has(i));
      if (counted.length > 0) await orderedWrite(sessions, counted.map(visitCount));
    },
    async stats(request) {
      return mongoStats(pageviews, sessions, request);
    },
    async topPaths(request) {
      return mongoTopPaths(pageviews, request);
    },
    async gameStats(range) {
      return mongoGameStats(gameEvents, range);
    },
    salts: {
      async ensure(day, candidate) {
        try {
          await salts.updateOne(
            { _id: day },
            { $setOnInsert: { salt: candidate, expireAt: new Date(cal.startOf(addDays(day, 2))) } },
            { upsert: true },
          );
        } catch (err) {
          if (!(err instanceof MongoServerError && err.code === duplicateKey)) throw err;
        }
        return (await salts.findOne({ _id: day }))!.salt;
      },
      async get(day) {
        return (await salts.findOne({ _id: day }))?.salt;
      },
      async prune(day) {
        await salts.deleteMany({ _id: { $lt: day } });
      },
    },
    async purge() {
      // TTL indexes (at, startedAt) delete expired page views and sessions in the background.
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
