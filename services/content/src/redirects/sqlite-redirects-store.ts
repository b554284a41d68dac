import type { DatabaseSync } from '@portfolio/kit';
import { SourceTaken, type RedirectStore, type StoredRedirect } from './redirects-port.ts';

const schema = `
CREATE TABLE IF NOT EXISTS redirects (
  id TEXT PRIMARY KEY,
  source TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL,
  target TEXT,
  allow_external INTEGER NOT NULL,
  note TEXT NOT NULL,
  hits INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
) STRICT;
CREATE TABLE IF NOT EXISTS robots_txt (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  text TEXT NOT NULL,
  updated_at INTEGER NOT NULL
) STRICT;
`;

interface Row {
  id: string;
  source: string;
  kind: StoredRedirect['kind'];
  target: string | null;
  allow_external: number;
  note: string;
  hits: number;
  created_at: number;
  updated_at: number;
}

const redirectOf = (row: Row): StoredRedirect => ({
  id: row.id,
  source: row.source,
  kind: row.kind,
  target: row.target,
  allowExternal: row.allow_external === 1,
  note: row.note,
  hits: row.hits,
  createdAt: new Date(row.created_at),
  updatedAt: new Date(row.updated_at),
});

const isUniqueViolation = (error: unknown) =>
  error instanceof Error && /UNIQUE constraint failed: redirects\.source/.test(error.message);

/** The redirects and robots.txt in the content store's SQLite file, on the connection given. */
export function createSqliteRedirectStore(db: DatabaseSync): RedirectStore {
  db.exec(schema);
  const all = db.prepare('SELECT * FROM redirects ORDER BY source');
  const count = db.prepare('SELECT count(*) AS n FROM redirects');
  const one = db.prepare('SELECT * FROM redirects WHERE id = ?');
  // A request's path has at most a few dozen prefixes (the path is capped): one indexed lookup of them all.
  const bySources = db.prepare('SELECT * FROM redirects WHERE source IN (SELECT value FROM json_each(?))');
  const insert = db.prepare(
    `INSERT INTO redirects (id, source, kind, target, allow_external, note, hits, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const update = db.prepare(
    `UPDATE redirects SET source = ?, kind = ?, target = ?, allow_external = ?, note = ?, updated_at = ?
     WHERE id = ?`,
  );
  const remove = db.prepare('DELETE FROM redirects WHERE id = ?');
  const hit = db.prepare('UPDATE redirects SET hits = hits + ? WHERE id = ?');
  const robots = db.prepare('SELECT text, updated_at FROM robots_txt WHERE id = 1');
  const saveRobots = db.prepare(
    `INSERT INTO robots_txt (id, text, updated_at) VALUES (1, ?, ?)
     ON CONFLICT (id) DO UPDATE SET text = excluded.text, updated_at = excluded.updated_at`,
  );
  const forgetRobots = db.prepare('DELETE FROM robots_txt');
  const taken = <T>(source: string, write: () => T): T => {
    try {
      return write();
    } catch (error) {
      throw isUniqueViolation(error) ? new SourceTaken(source) : error;
    }
  };
  return {
    async list() {
      return (all.all() as unknown as Row[]).map(redirectOf);
    },
    async count() {
      return (count.get() as { n: number }).n;
    },
    async get(id) {
      const row = one.get(id) as Row | undefined;
      return row && redirectOf(row);
    },
    async bySources(sources) {
      return (bySources.all(JSON.stringify(sources)) as unknown as Row[]).map(redirectOf);
    },
    async create(r) {
      taken(r.source, () =>
        insert.run(
          r.id,
          r.source,
          r.kind,
          r.target,
          r.allowExternal ? 1 : 0,
          r.note,
          r.hits,
          r.createdAt.getTime(),
          r.updatedAt.getTime(),
        ),
      );
    },
    async update(id, w) {
      const changed = taken(w.source, () =>
        update.run(w.source, w.kind, w.target, w.allowExternal ? 1 : 0, w.note, w.updatedAt.getTime(), id),
      );
      if (changed.changes === 0) return undefined;
      return redirectOf(one.get(id) as unknown as Row);
    },
    async remove(id) {
      return remove.run(id).changes > 0;
    },
    async hit(id, count = 1) {
      hit.run(count, id);
    },
    async robots() {
      const row = robots.get() as { text: string; updated_at: number } | undefined;
      return row && { text: row.text, updatedAt: new Date(row.updated_at) };
    },
    async saveRobots(value) {
      if (value) saveRobots.run(value.text, value.updatedAt.getTime());
      else forgetRobots.run();
    },
    async close() {
      if (db.isOpen) db.close();
    },
  };
}
