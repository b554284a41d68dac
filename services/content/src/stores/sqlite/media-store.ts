import type { SQLInputValue } from 'node:sqlite';
import { inTransaction, openDatabase, type DatabaseSync } from '@portfolio/kit';
import type { MediaRecord, MediaStore } from '../media-port.ts';
import { mediaQueryOf, mediaSearchOf, patched } from '../media-shared.ts';

/**
 * The media table, beside the content store's in the same file. A record is kept whole as JSON (the API always
 * reads it whole); the columns beside it are what the list sorts and searches on, written with it.
 */
const mediaSchema = `
CREATE TABLE IF NOT EXISTS media (
  id TEXT PRIMARY KEY,
  created_at INTEGER NOT NULL,
  search TEXT NOT NULL,
  record TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS media_recent ON media (created_at DESC, id);
`;

const toJson = (record: MediaRecord) => JSON.stringify({ ...record, createdAt: record.createdAt.getTime() });

function recordOf(json: string): MediaRecord {
  const stored = JSON.parse(json) as Omit<MediaRecord, 'createdAt'> & { createdAt: number };
  return { ...stored, createdAt: new Date(stored.createdAt) };
}

const recordsOf = (rows: unknown[]) => (rows as { record: string }[]).map((row) => recordOf(row.record));

/** The media store on its own connection to `file`: the content store's file (WAL lets connections share it). */
export const openSqliteMediaStore = (file: string): MediaStore => createSqliteMediaStore(openDatabase(file));

/** The embedded media store (`node:sqlite`), on a handle it may share with the content store (both close it). */
export function createSqliteMediaStore(db: DatabaseSync): MediaStore {
  db.exec(mediaSchema);
  const write = {
    insert: db.prepare('INSERT INTO media (id, created_at, search, record) VALUES (?, ?, ?, ?)'),
    update: db.prepare('UPDATE media SET search = ?, record = ? WHERE id = ?'),
    delete: db.prepare('DELETE FROM media WHERE id = ?'),
  };
  const read = {
    one: db.prepare('SELECT record FROM media WHERE id = ?'),
    many: db.prepare('SELECT record FROM media WHERE id IN (SELECT value FROM json_each(?))'),
  };
  // Each filter holds when its parameter is null: one statement for every shape of filter.
  const listed = `FROM media WHERE (:q IS NULL OR instr(search, :q) > 0)
    AND id NOT IN (SELECT value FROM json_each(:excluded))`;
  const list = {
    page: db.prepare(`SELECT record ${listed} ORDER BY created_at DESC, id LIMIT :limit OFFSET :offset`),
    count: db.prepare(`SELECT COUNT(*) AS n ${listed}`),
  };

  return {
    async insert(record) {
      write.insert.run(record.id, record.createdAt.getTime(), mediaSearchOf(record), toJson(record));
    },
    async get(id) {
      const row = read.one.get(id) as { record: string } | undefined;
      return row && recordOf(row.record);
    },
    async getMany(ids) {
      return ids.length === 0 ? [] : recordsOf(read.many.all(JSON.stringify(ids)));
    },
    async list(filter) {
      const q = mediaQueryOf(filter.q);
      const params: Record<string, SQLInputValue> = {
        q: q === '' ? null : q,
        excluded: JSON.stringify(filter.excludeIds ?? []),
      };
      const records = recordsOf(list.page.all({ ...params, limit: filter.limit, offset: filter.offset }));
      return { records, total: (list.count.get(params) as { n: number }).n };
    },
    async update(id, patch) {
      // Read and write in one transaction: two patches of one image cannot lose each other's fields.
      return inTransaction(db, () => {
        const row = read.one.get(id) as { record: string } | undefined;
        if (!row) return undefined;
        const updated = patched(recordOf(row.record), patch);
        write.update.run(mediaSearchOf(updated), toJson(updated), id);
        return updated;
      });
    },
    async delete(id) {
      return write.delete.run(id).changes > 0;
    },
    async close() {
      if (db.isOpen) db.close();
    },
  };
}
