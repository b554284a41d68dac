import { MongoServerError, type Db, type IndexDescription } from 'mongodb';

/** IndexOptionsConflict / IndexKeySpecsConflict: an index of that name exists with other options. */
const conflictCodes = new Set([85, 86]);

/**
 * Every index the adapter relies on, declared here and created at first use (idempotent). A TTL index whose
 * retention changed in the configuration is altered in place with collMod rather than rebuilt.
 */
export async function ensureIndexes(db: Db, retentionSeconds: number) {
  const declared: [string, IndexDescription[]][] = [
    [
      'pageviews',
      [
        // The page-view id is `_id`, unique by nature. Retention, and the time range of every stats query:
        { key: { at: 1 }, name: 'at_ttl', expireAfterSeconds: retentionSeconds },
        // top pages over a range.
        { key: { at: 1, path: 1 }, name: 'at_path' },
      ],
    ],
    [
      'sessions',
      [
        { key: { startedAt: 1 }, name: 'startedAt_ttl', expireAfterSeconds: retentionSeconds },
        // Visits in a range (sessions with at least one page view) and their breakdowns.
        { key: { startedAt: 1, pageviews: 1 }, name: 'startedAt_pageviews' },
        // Active sessions (the administrator's live list).
        { key: { lastSeen: -1 }, name: 'lastSeen' },
        // Same-day and previous-day visitor lookups (returning visitors).
        { key: { visitor: 1, pageviews: 1 }, name: 'visitor_pageviews' },
      ],
    ],
    ['salts', [{ key: { expireAt: 1 }, name: 'expireAt_ttl', expireAfterSeconds: 0 }]],
  ];
  for (const [name, indexes] of declared) {
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
}
