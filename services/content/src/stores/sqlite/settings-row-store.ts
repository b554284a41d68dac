import { inTransaction, type DatabaseSync } from '@portfolio/kit';
import type { SettingsRecord, SettingsStore } from '../settings-port.ts';

interface Row {
  revision: number;
  updated_at: number;
  settings: string;
}

/**
 * A settings store as one row of `table` (the key is always 1), beside the content store's tables in the same
 * file; the settings as JSON. The table's name is ours, never a visitor's.
 */
export function createSqliteSettingsRow<T>(db: DatabaseSync, table: string): SettingsStore<T> {
  db.exec(`
CREATE TABLE IF NOT EXISTS ${table} (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  revision INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  settings TEXT NOT NULL
) STRICT;
`);
  const select = db.prepare(`SELECT revision, updated_at, settings FROM ${table} WHERE id = 1`);
  const selectRevision = db.prepare(`SELECT revision FROM ${table} WHERE id = 1`);
  const upsert = db.prepare(
    `INSERT INTO ${table} (id, revision, updated_at, settings) VALUES (1, 1, ?, ?)
     ON CONFLICT (id) DO UPDATE SET revision = revision + 1, updated_at = excluded.updated_at,
       settings = excluded.settings`,
  );
  const read = (): SettingsRecord<T> | undefined => {
    const row = select.get() as Row | undefined;
    return (
      row && { settings: JSON.parse(row.settings) as T, revision: row.revision, updatedAt: new Date(row.updated_at) }
    );
  };
  return {
    async read() {
      return read();
    },
    async revision() {
      return (selectRevision.get() as { revision: number } | undefined)?.revision ?? 0;
    },
    async save(settings, updatedAt) {
      return inTransaction(db, () => {
        upsert.run(updatedAt.getTime(), JSON.stringify(settings));
        return read()!;
      });
    },
    async close() {
      if (db.isOpen) db.close();
    },
  };
}
