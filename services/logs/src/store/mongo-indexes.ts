import {
  MongoNetworkError,
  MongoServerError,
  MongoServerSelectionError,
  MongoTopologyClosedError,
  type Db,
} from 'mongodb';

const dayMs = 86_400_000;
const seconds = (ms: number) => Math.max(1, Math.round(ms / 1000));

/** The collections of the logs adapter. */
export const collectionNames = {
  issues: 'logs_issues',
  events: 'logs_events',
  days: 'logs_issue_days',
  sessions: 'logs_issue_sessions',
  applied: 'logs_applied',
} as const;

/** The driver's ways of saying that no MongoDB answered (as opposed to a MongoDB refusing something). */
export const storeUnreachable = (err: unknown) =>
  err instanceof MongoServerSelectionError ||
  err instanceof MongoNetworkError ||
  err instanceof MongoTopologyClosedError;

/** A TTL index, its expiry changed in place when the configured retention changed since it was created. */
async function ttlIndex(db: Db, collectionName: string, field: string, expireMs: number) {
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

/** Every index the adapter relies on (idempotent): its reads' orders and filters, and retention by TTL. */
export async function createIndexes(db: Db, retentionMs: number, dedupeMs: number) {
  const { issues, events, days, sessions, applied } = collectionNames;
  const on = (name: string) => db.collection(name);
  await Promise.all([
    on(issues).createIndex({ lastSeen: -1, _id: -1 }),
    on(issues).createIndex({ status: 1, lastSeen: -1 }),
    on(events).createIndex({ issueId: 1, receivedAt: -1 }),
    on(events).createIndex({ foldKey: 1, foldUntil: 1 }),
    on(events).createIndex({ path: 1, receivedAt: 1 }),
    // No language: error messages are not prose, and stemming or stop words would hide terms.
    on(events).createIndex({ message: 'text' }, { default_language: 'none' }),
    on(days).createIndex({ issueId: 1, day: 1 }),
    on(sessions).createIndex({ issueId: 1 }),
    ttlIndex(db, issues, 'lastSeen', retentionMs),
    ttlIndex(db, events, 'lastAt', retentionMs),
    ttlIndex(db, days, 'date', retentionMs + dayMs),
    ttlIndex(db, sessions, 'lastAt', retentionMs),
    ttlIndex(db, applied, 'at', dedupeMs),
  ]);
}
