import type { PreferenceValue } from '@portfolio/contracts';
import type { DatabaseSync } from '@portfolio/kit';
import { delayAfter, type AuthStores, type SessionRecord } from './ports.ts';
import { sqliteAccountStore } from './sqlite-account.ts';

const schema = `
CREATE TABLE IF NOT EXISTS sessions (id TEXT PRIMARY KEY, record TEXT, expires_at INTEGER NOT NULL);
-- The former counters (one row per email tried, swept by a scan); counters are transient, nothing is carried over.
DROP TABLE IF EXISTS attempts;
CREATE TABLE IF NOT EXISTS login_attempts (
  key TEXT PRIMARY KEY, count INTEGER NOT NULL, next_at INTEGER NOT NULL, expires_at INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS login_attempts_expiry ON login_attempts (expires_at);
CREATE TABLE IF NOT EXISTS preferences (key TEXT PRIMARY KEY, value TEXT NOT NULL);`;

interface AttemptRow {
  count: number;
  next_at: number;
  expires_at: number;
}

/**
 * The embedded adapter. An ended session keeps its row with a NULL record until the tombstone expires, which
 * is what makes `create` refuse to bring it back. Expired rows are swept on writes. The attempts' sweep runs once
 * per sign-in, in countWindow (the global ceiling, which every attempt that may create an address or account key
 * passes first; a known device's attempt only adds its own row, swept by the next), and goes through the expiry
 * index instead of scanning the table.
 */
export function createSqliteStores(db: DatabaseSync, tombstoneMs: number): AuthStores {
  db.exec(schema);
  const sweep = db.prepare('DELETE FROM sessions WHERE expires_at <= ?');
  const sweepAttempts = db.prepare('DELETE FROM login_attempts WHERE expires_at <= ?');
  const insertSession = db.prepare('INSERT OR IGNORE INTO sessions (id, record, expires_at) VALUES (?, ?, ?)');
  const readSession = db.prepare(
    'SELECT record, expires_at FROM sessions WHERE id = ? AND expires_at > ? AND record IS NOT NULL',
  );
  const liveSessions = db.prepare(
    'SELECT id, record, expires_at FROM sessions WHERE expires_at > ? AND record IS NOT NULL',
  );
  const extendSession = db.prepare('UPDATE sessions SET expires_at = ? WHERE id = ? AND record IS NOT NULL');
  // Only a live session becomes a tombstone; an id never stored leaves nothing behind.
  const endSession = db.prepare(
    'UPDATE sessions SET record = NULL, expires_at = ? WHERE id = ? AND record IS NOT NULL',
  );
  const readAttempts = db.prepare(
    'SELECT count, next_at, expires_at FROM login_attempts WHERE key = ? AND expires_at > ?',
  );
  const writeAttempts = db.prepare(
    'INSERT INTO login_attempts (key, count, next_at, expires_at) VALUES (?, ?, ?, ?) ON CONFLICT(key) DO UPDATE SET count = excluded.count, next_at = excluded.next_at, expires_at = excluded.expires_at',
  );
  const deleteAttempts = db.prepare('DELETE FROM login_attempts WHERE key = ?');
  const readPreference = db.prepare('SELECT value FROM preferences WHERE key = ?');
  const writePreference = db.prepare(
    'INSERT INTO preferences (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  );

  /**
   * The live sessions this process has read, with their expiry: a session check then reads no row, and writes one
   * only when it moves the idle deadline (see touch). Bounded: only found sessions enter it. Another process may
   * share the file (two single processes on one DATA_DIR): SQLite's data_version changes when another connection
   * commits, and the memory is then forgotten, so a sign-out there ends the session here within `recheckMs`. The
   * pragma costs as much as the rest of a remembered read, so it is asked at most that often.
   */
  const live = new Map<string, { record: SessionRecord; expiresAt: number }>();
  const maxLive = 10_000;
  const dataVersion = db.prepare('PRAGMA data_version');
  const recheckMs = 100;
  let seenVersion: unknown;
  let checkedAt = -Infinity;
  const forgetOthersChanges = (now: number) => {
    if (now - checkedAt < recheckMs) return;
    checkedAt = now;
    const version = (dataVersion.get() as { data_version: number }).data_version;
    if (version !== seenVersion) live.clear();
    seenVersion = version;
  };

  return {
    sessions: {
      async create(id, record, idleMs) {
        const now = Date.now();
        sweep.run(now);
        insertSession.run(id, JSON.stringify(record), now + idleMs);
      },
      async touch(id, idleMs, slackMs = 0) {
        const now = Date.now();
        forgetOthersChanges(now);
        let session = live.get(id);
        if (!session) {
          const row = readSession.get(id, now) as { record: string; expires_at: number } | undefined;
          if (!row) return undefined;
          if (live.size >= maxLive) live.clear();
          session = { record: JSON.parse(row.record) as SessionRecord, expiresAt: row.expires_at };
          live.set(id, session);
        }
        if (session.expiresAt <= now) {
          live.delete(id);
          return undefined;
        }
        // A read inside the slack writes nothing: a write is a transaction, most of a session check's cost.
        const moved = now + idleMs - session.expiresAt;
        if (moved < 0 || moved >= slackMs) {
          extendSession.run(now + idleMs, id);
          session.expiresAt = now + idleMs;
        }
        return { ...session.record };
      },
      async destroy(id) {
        live.delete(id);
        endSession.run(Date.now() + tombstoneMs, id);
      },
      async list() {
        const rows = liveSessions.all(Date.now()) as { id: string; record: string; expires_at: number }[];
        // This process's reads move deadlines in memory first (see touch): the later of the two is the true one.
        return rows.map((row) => ({
          id: row.id,
          record: JSON.parse(row.record) as SessionRecord,
          expiresAt: Math.max(row.expires_at, live.get(row.id)?.expiresAt ?? 0),
        }));
      },
    },
    // Each method is synchronous inside (node:sqlite), so a read and its write cannot interleave with another's.
    attempts: {
      async waitFor(key) {
        const now = Date.now();
        const row = readAttempts.get(key, now) as AttemptRow | undefined;
        return Math.max(0, (row?.next_at ?? 0) - now);
      },
      async take(key, policy) {
        const now = Date.now();
        const row = readAttempts.get(key, now) as AttemptRow | undefined;
        if (row && now < row.next_at) return { allowed: false, waitMs: row.next_at - now };
        const count = (row?.count ?? 0) + 1;
        const waitMs = delayAfter(count, policy);
        writeAttempts.run(key, count, now + waitMs, now + waitMs + policy.maxDelayMs);
        return { allowed: true, waitMs };
      },
      async reset(key) {
        deleteAttempts.run(key);
      },
      async countWindow(key, windowMs) {
        const now = Date.now();
        sweepAttempts.run(now);
        const row = readAttempts.get(key, now) as AttemptRow | undefined;
        const count = (row?.count ?? 0) + 1;
        const expiresAt = row?.expires_at ?? now + windowMs;
        writeAttempts.run(key, count, 0, expiresAt);
        return { count, retryAfterMs: expiresAt - now };
      },
    },
    preferences: {
      async get(key) {
        const row = readPreference.get(key) as { value: string } | undefined;
        return row ? (JSON.parse(row.value) as PreferenceValue) : undefined;
      },
      async set(key, value) {
        writePreference.run(key, JSON.stringify(value));
      },
    },
    account: sqliteAccountStore(db),
    async ping() {
      return db.prepare('SELECT 1 AS ok').get() !== undefined;
    },
    async close() {
      if (db.isOpen) db.close();
    },
  };
}
