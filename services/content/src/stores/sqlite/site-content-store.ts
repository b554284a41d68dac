import { inTransaction, openDatabase, type DatabaseSync } from '@portfolio/kit';
import type {
  SiteContentState,
  SiteContentStore,
  SiteContentVersionRecord,
  SiteContentVersionSummary,
} from '../site-content-port.ts';

/**
 * The home page's content beside the content store's tables: one row (the state as JSON, its revisions in columns
 * for the compare-and-swap and the cheap public read) and the publications' versions.
 */
const schema = `
CREATE TABLE IF NOT EXISTS site_content (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  revision INTEGER NOT NULL,
  published_revision INTEGER NOT NULL,
  published_at INTEGER,
  state TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS site_content_versions (
  id INTEGER PRIMARY KEY,
  published_at INTEGER NOT NULL,
  langs TEXT NOT NULL,
  content TEXT NOT NULL
);
`;

interface VersionRow {
  id: number;
  published_at: number;
  langs: string;
  content?: string;
}

const summaryOf = (row: VersionRow): SiteContentVersionSummary => ({
  id: row.id,
  publishedAt: row.published_at,
  langs: JSON.parse(row.langs) as SiteContentVersionSummary['langs'],
});

export const openSqliteSiteContentStore = (file: string): SiteContentStore =>
  createSqliteSiteContentStore(openDatabase(file));

/** The embedded site content store (`node:sqlite`), on a handle it may share with the content store. */
export function createSqliteSiteContentStore(db: DatabaseSync): SiteContentStore {
  db.exec(schema);
  const write = {
    insert: db.prepare(
      'INSERT OR IGNORE INTO site_content (id, revision, published_revision, published_at, state) VALUES (1, ?, ?, ?, ?)',
    ),
    swap: db.prepare(
      'UPDATE site_content SET revision = ?, published_revision = ?, published_at = ?, state = ? WHERE revision = ?',
    ),
    version: db.prepare('INSERT INTO site_content_versions (id, published_at, langs, content) VALUES (?, ?, ?, ?)'),
    prune: db.prepare(
      'DELETE FROM site_content_versions WHERE id NOT IN (SELECT id FROM site_content_versions ORDER BY id DESC LIMIT ?)',
    ),
  };
  const read = {
    state: db.prepare('SELECT state FROM site_content WHERE id = 1'),
    published: db.prepare('SELECT published_revision, published_at FROM site_content WHERE id = 1'),
    versions: db.prepare('SELECT id, published_at, langs FROM site_content_versions ORDER BY id DESC'),
    version: db.prepare('SELECT id, published_at, langs, content FROM site_content_versions WHERE id = ?'),
  };

  return {
    async read() {
      const row = read.state.get() as { state: string } | undefined;
      return row && (JSON.parse(row.state) as SiteContentState);
    },
    async publishedMark() {
      const row = read.published.get() as { published_revision: number; published_at: number | null } | undefined;
      return row && { revision: row.published_revision, at: row.published_at };
    },
    async write(state, expected, version?: SiteContentVersionRecord, keep = 50) {
      const json = JSON.stringify(state);
      return inTransaction(db, () => {
        const { changes } =
          expected === 0
            ? write.insert.run(state.revision, state.publishedRevision, state.publishedAt, json)
            : write.swap.run(state.revision, state.publishedRevision, state.publishedAt, json, expected);
        if (changes !== 1) return false;
        if (version) {
          const { id, publishedAt, langs, content } = version;
          write.version.run(id, publishedAt, JSON.stringify(langs), JSON.stringify(content));
          write.prune.run(keep);
        }
        return true;
      });
    },
    async versions() {
      return (read.versions.all() as unknown as VersionRow[]).map(summaryOf);
    },
    async version(id) {
      const row = read.version.get(id) as VersionRow | undefined;
      return row && { ...summaryOf(row), content: JSON.parse(row.content!) as SiteContentVersionRecord['content'] };
    },
    async close() {
      if (db.isOpen) db.close();
    },
  };
}
