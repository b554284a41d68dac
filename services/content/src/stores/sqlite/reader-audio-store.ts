import { inTransaction, openDatabase, type DatabaseSync } from '@portfolio/kit';
import type { ReaderAudioRecord, ReaderAudioStore, ReaderAudioSummary } from '../reader-audio-port.ts';

/** The audio table, beside the content store's in the same file; a record is kept whole as JSON. */
const schema = `
CREATE TABLE IF NOT EXISTS reader_audio (
  article_id TEXT NOT NULL,
  lang TEXT NOT NULL,
  record TEXT NOT NULL,
  PRIMARY KEY (article_id, lang)
) STRICT;
`;

const toJson = (record: ReaderAudioRecord) => JSON.stringify({ ...record, createdAt: record.createdAt.getTime() });

function recordOf(json: string): ReaderAudioRecord {
  const stored = JSON.parse(json) as Omit<ReaderAudioRecord, 'createdAt'> & { createdAt: number };
  return { ...stored, createdAt: new Date(stored.createdAt) };
}

/** The embedded audio store on its own connection to `file`: the content store's file (WAL lets connections share it). */
export const openSqliteReaderAudioStore = (file: string): ReaderAudioStore =>
  createSqliteReaderAudioStore(openDatabase(file));

export function createSqliteReaderAudioStore(db: DatabaseSync): ReaderAudioStore {
  db.exec(schema);
  const one = db.prepare('SELECT record FROM reader_audio WHERE article_id = ? AND lang = ?');
  const upsert = db.prepare(
    `INSERT INTO reader_audio (article_id, lang, record) VALUES (?, ?, ?)
     ON CONFLICT (article_id, lang) DO UPDATE SET record = excluded.record`,
  );
  const remove = db.prepare('DELETE FROM reader_audio WHERE article_id = ? AND lang = ?');
  const summaries = db.prepare(
    `SELECT article_id AS articleId, lang, record ->> '$.sourceHash' AS sourceHash, record ->> '$.file' AS file,
       record ->> '$.bytes' AS bytes
     FROM reader_audio ORDER BY article_id, lang`,
  );
  const get = (articleId: string, lang: string) => {
    const row = one.get(articleId, lang) as { record: string } | undefined;
    return row && recordOf(row.record);
  };
  return {
    async get(articleId, lang) {
      return get(articleId, lang);
    },
    async put(record) {
      return inTransaction(db, () => {
        const before = get(record.articleId, record.lang);
        upsert.run(record.articleId, record.lang, toJson(record));
        return before;
      });
    },
    async remove(articleId, lang) {
      return inTransaction(db, () => {
        const before = get(articleId, lang);
        remove.run(articleId, lang);
        return before;
      });
    },
    async summaries() {
      return summaries.all() as unknown as ReaderAudioSummary[];
    },
    async close() {
      if (db.isOpen) db.close();
    },
  };
}
