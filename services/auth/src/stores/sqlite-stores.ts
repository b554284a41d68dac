import type { DatabaseSync } from '@portfolio/kit';
import type { AuthStores, SessionRecord } from './ports.ts';

const schema = `
CREATE TABLE IF NOT EXISTS sessions (id TEXT PRIMARY KEY, record TEXT, expires_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS attempts (key TEXT PRIMARY KEY, count INTEGER NOT NULL, expires_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS preferences (key TEXT PRIMARY KEY, value TEXT NOT NULL);`;

/**
 * The embedded adapter. An ended session keeps its row with a NULL record until the tombstone expires, which
 * is what makes `create` refuse to bring it back. Expired rows are swept on writes.
 */
export function createSqliteStores(db: DatabaseSync, tombstoneMs: number): AuthStores {
  db.exec(schema);
  const sweep = db.prepare('DELETE FROM sessions WHERE expires_at <= ?');
  const sweepAttempts = db.prepare('DELETE FROM attempts WHERE expires_at <= ?');
  const insertSession = db.prepare('INSERT OR IGNORE INTO sessions (id, record, expires_at) VALUES (?, ?, ?)');
  const readSession = db.prepare('SELECT record FROM sessions WHERE id = ? AND expires_at > ? AND record IS NOT NULL');
  const extendSession = db.prepare('UPDATE sessions SET expires_at = ? WHERE id = ? AND record IS NOT NULL');
  // Only a live session becomes a tombstone; an id never stored leaves nothing behind.
  const endSession = db.prepare(
    'UPDATE sessions SET record = NULL, expires_at = ? WHERE id = ? AND record IS NOT NULL',
  );
  const readAttempts = db.prepare('SELECT count, expires_at FROM attempts WHERE key = ? AND expires_at > ?');
  const writeAttempts = db.prepare(
    'INSERT INTO attempts (key, count, expires_at) VALUES (?, ?, ?) ON CONFLICT(key) DO UPDATE SET count = excluded.count, expires_at = excluded.expires_at',
  );
  const deleteAttempts = db.prepare('DELETE FROM attempts WHERE key = ?');
  const readPreference = db.prepare('SELECT value FROM preferences WHERE key = ?');
  const writePreference = db.prepare(
    'INSERT INTO preferences (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  );

  return {
    sessions: {
      async create(id, record, idleMs) {
        const now = Date.now();
        sweep.run(now);
        insertSession.run(id, JSON.stringify(record), now + idleMs);
      },
      async touch(id, idleMs) {
        const now = Date.now();
        const row = readSession.get(id, now) as { record: string } | undefined;
        if (!row) return undefined;
        extendSession.run(now + idleMs, id);
        return JSON.parse(row.record) as SessionRecord;
      },
      async destroy(id) {
        endSession.run(Date.now() + tombstoneMs, id);
      },
    },
    attempts: {
      async hit(key, windowMs, max) {
        const now = Date.now();
        sweepAttempts.run(now);
        const row = readAttempts.get(key, now) as { count: number; expires_at: number } | undefined;
        const count = (row?.count ?? 0) + 1;
        const expiresAt = row && count > max ? row.expires_at : now + windowMs;
        writeAttempts.run(key, count, expiresAt);
        return { count, retryAfterMs: expiresAt - now };
      },
      async reset(key) {
        deleteAttempts.run(key);
      },
    },
    preferences: {
      async get(key) {
        const row = readPreference.get(key) as { value: string } | undefined;
        return row ? JSON.parse(row.value) : undefined;
      },
      async set(key, value) {
        writePreference.run(key, JSON.stringify(value));
      },
    },
    async ping() {
      return db.prepare('SELECT 1 AS ok').get() !== undefined;
    },
    async close() {
      if (db.isOpen) db.close();
    },
  };
}
