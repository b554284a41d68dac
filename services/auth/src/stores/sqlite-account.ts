import type { DatabaseSync } from '@portfolio/kit';
import type { AccountRecord, AccountStore } from './ports.ts';

const schema = `
CREATE TABLE IF NOT EXISTS account (id INTEGER PRIMARY KEY CHECK (id = 1), record TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS account_marks (key TEXT PRIMARY KEY, expires_at INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS account_marks_expiry ON account_marks (expires_at);`;

/** The account record in one row; single-use marks in a table swept through its expiry index on each claim. */
export function sqliteAccountStore(db: DatabaseSync): AccountStore {
  db.exec(schema);
  const read = db.prepare('SELECT record FROM account WHERE id = 1');
  const write = db.prepare(
    'INSERT INTO account (id, record) VALUES (1, ?) ON CONFLICT(id) DO UPDATE SET record = excluded.record',
  );
  const sweep = db.prepare('DELETE FROM account_marks WHERE expires_at <= ?');
  // The sweep runs first, so an expired mark's key is free again; the insert then succeeds for one caller only.
  const insertMark = db.prepare('INSERT OR IGNORE INTO account_marks (key, expires_at) VALUES (?, ?)');
  const readMark = db.prepare('SELECT 1 AS found FROM account_marks WHERE key = ? AND expires_at > ?');
  return {
    async get() {
      const row = read.get() as { record: string } | undefined;
      return row ? (JSON.parse(row.record) as AccountRecord) : undefined;
    },
    async put(record) {
      write.run(JSON.stringify(record));
    },
    async claim(key, ttlMs) {
      const now = Date.now();
      sweep.run(now);
      return insertMark.run(key, now + ttlMs).changes === 1;
    },
    async has(key) {
      return readMark.get(key, Date.now()) !== undefined;
    },
  };
}
