import { MongoServerError, type Db, type IndexDescription } from 'mongodb';
import { visitorListSorts } from './mongo-stats.ts';

/** IndexOptionsConflict / IndexKeySpecsConflict: an index of that name exists with other options. */
const conflictCodes = new Set([85, 86]);
/** NamespaceNotFound / IndexNotFound: nothing to drop. */
const absentCodes = new Set([26, 27]);

/** Every index the adapter relies on, by collection. */
export function declaredIndexes(retentionSeconds: number): [string, IndexDescription[]][] {
  return [
    [
      'pageviews',
      [
        // The page-view id is `_id`, unique by nature. Retention, and the time range of every stats query:
        { key: { at: 1 }, name: 'at_ttl', expireAfterSeconds: retentionSeconds },
        // top pages over a range.
        { key: { at: 1, path: 1 }, name: 'at_path' },
        // The administrator's latest page views.
        { key: visitorListSorts.recentPageviews, name: 'at_desc_id' },
      ],
    ],
    [
      'sessions',
      [
        { key: { startedAt: 1 }, name: 'startedAt_ttl', expireAfterSeconds: retentionSeconds },
        // Visits in a range (sessions with at least one page view) and their breakdowns.
        { key: { startedAt: 1, pageviews: 1 }, name: 'startedAt_pageviews' },
        // The administrator's latest visitors, and active sessions (its live list).
        { key: visitorListSorts.recentVisitors, name: 'startedAt_desc_id' },
        { key: visitorListSorts.activeSessions, name: 'lastSeen_desc_id' },
        // Same-day and previous-day visitor lookups (returning visitors).
        { key: { visitor: 1, pageviews: 1 }, name: 'visitor_pageviews' },
      ],
    ],
    [
      'gameEvents',
      [
        // Retention, and every games statistics query: a range of time, then by game.
        { key: { at: 1 }, name: 'at_ttl', expireAfterSeconds: retentionSeconds },
        // The medians: a game's completed games of the range, read in order from the middle.
        { key: { game: 1, kind: 1, completed: 1, score: 1 }, name: 'game_score' },
        { key: { game: 1, kind: 1, completed: 1, durationMs: 1 }, name: 'game_duration' },
      ],
    ],
    ['salts', [{ key: { expireAt: 1 }, name: 'expireAt_ttl', expireAfterSeconds: 0 }]],
  ];
}

/** Indexes of earlier versions that a declared one now covers: dropped so that writes stop maintaining them. */
const retired: [string, string][] = [['sessions', 'lastSeen']];

/**
 * Creates the declared indexes (idempotent). A TTL index whose retention changed in the configuration is altered
 * in place with collMod rather than rebuilt.
 */
export async function ensureIndexes(db: Db, retentionSeconds: number) {
  for (const [name, indexes] of declaredIndexes(retentionSeconds)) {
    for (const index of indexes) {
      try {
        await db.collection(name).createIndexes([index]);
      } catch (err) {
        if (
          !(err instanceof MongoServerError && conflictCodes.has(err.code as number)) ||
          index.expireAfterSeconds === undefined
        ) {
          throw err;
        }
        await db.command({
          collMod: name,
          index: { name: index.name, expireAfterSeconds: index.expireAfterSeconds },
        });
      }
    }
  }
  for (const [collection, index] of retired) {
    await db
      .collection(collection)
      .dropIndex(index)
      .catch((err: unknown) => {
        if (!(err instanceof MongoServerError && absentCodes.has(err.code as number))) throw err;
      });
  }
}
