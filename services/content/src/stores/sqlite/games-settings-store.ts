import { inTransaction, openDatabase, type DatabaseSync } from '@portfolio/kit';
import type { GamesSettings } from '@portfolio/contracts';
import type { GamesSettingsRecord, GamesSettingsStore } from '../games-port.ts';

/** One row at most (the key is always 1), beside the content store's tables in the same file; settings as JSON. */
const schema = `
CREATE TABLE IF NOT EXISTS games_settings (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  revision INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  settings TEXT NOT NULL
) STRICT;
`;

interface Row {
  revision: number;
  updated_at: number;
  settings: string;
}

const recordOf = (row: Row): GamesSettingsRecord => ({
  settings: JSON.parse(row.settings) as GamesSettings,
  revision: row.revision,
  updatedAt: new Date(row.updated_at),
});

/** The embedded settings store on its own connection to `file`: the content store's file (WAL shares it). */
export const openSqliteGamesSettingsStore = (file: string): GamesSettingsStore =>
  createSqliteGamesSettingsStore(openDatabase(file));

export function createSqliteGamesSettingsStore(db: DatabaseSync): GamesSettingsStore {
  db.exec(schema);
  const select = db.prepare('SELECT revision, updated_at, settings FROM games_settings WHERE id = 1');
  const selectRevision = db.prepare('SELECT revision FROM games_settings WHERE id = 1');
  const upsert = db.prepare(
    `INSERT INTO games_settings (id, revision, updated_at, settings) VALUES (1, 1, ?, ?)
     ON CONFLICT (id) DO UPDATE SET revision = revision + 1, updated_at = excluded.updated_at,
       settings = excluded.settings`,
  );
  const read = () => {
    const row = select.get() as Row | undefined;
    return row && recordOf(row);
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
