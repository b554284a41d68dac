import type { SQLInputValue } from 'node:sqlite';
import { inTransaction, openDatabase, type DatabaseSync } from '@portfolio/kit';
import type { EditorialArticle, EditorialStore } from '../editorial-port.ts';
import { searchForm, searchKeysOf } from '../editorial-search.ts';
import { editorialSchema } from './editorial-schema.ts';
import { articleOfJson, draftOf, historySummaryOf, type HistoryRow } from './editorial-rows.ts';

/**
 * The editorial store on its own connection to `file`: the content store's file, beside its tables (WAL lets the
 * two connections share it; every write is one short transaction on this thread, so they never wait on each other).
 */
export const openSqliteEditorialStore = (file: string): EditorialStore =>
  createSqliteEditorialStore(openDatabase(file));

/** Whole-article values of the article table, in the order of its INSERT and UPDATE below. */
const articleValues = (article: EditorialArticle) => [
  article.status,
  article.updatedAt.getTime(),
  article.deletedAt?.getTime() ?? null,
  JSON.stringify(article.tags),
  JSON.stringify(searchKeysOf(article)),
  JSON.stringify(article),
];

/**
 * The embedded editorial store (`node:sqlite`), on a database handle it may share with the content store (both
 * close it; closing twice is harmless). Every write is one transaction: `replace` checks the revision and writes
 * in the same one, which makes it a compare and swap.
 */
export function createSqliteEditorialStore(db: DatabaseSync): EditorialStore {
  db.exec(editorialSchema);
  const articleColumns = 'status = ?, updated_at = ?, deleted_at = ?, tags = ?, search = ?, article = ?';
  const write = {
    insert: db.prepare(
      `INSERT INTO editorial_articles (id, revision, status, updated_at, deleted_at, tags, search, article)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    swap: db.prepare(`UPDATE editorial_articles SET revision = ?, ${articleColumns} WHERE id = ? AND revision = ?`),
    clearSlugs: db.prepare('DELETE FROM editorial_slugs WHERE article_id = ?'),
    slug: db.prepare('INSERT OR IGNORE INTO editorial_slugs (article_id, lang, slug, current) VALUES (?, ?, ?, ?)'),
    delete: db.prepare('DELETE FROM editorial_articles WHERE id = ?'),
    history: db.prepare(
      `INSERT INTO editorial_history (article_id, seq, revision, kind, saved_at, title, languages, draft)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    prune: db.prepare(
      `DELETE FROM editorial_history WHERE article_id = :id AND seq IN (
         SELECT seq FROM editorial_history WHERE article_id = :id AND kind = 'checkpoint' AND seq < :kept
         ORDER BY seq LIMIT :count)`,
    ),
  };
  const read = {
    exists: db.prepare('SELECT 1 FROM editorial_articles WHERE id = ?'),
    one: db.prepare('SELECT article FROM editorial_articles WHERE id = ?'),
    all: db.prepare('SELECT article FROM editorial_articles WHERE deleted_at IS NULL ORDER BY updated_at DESC, id'),
    slugOwner: db.prepare(
      `SELECT s.article_id, s.current FROM editorial_slugs s JOIN editorial_articles a ON a.id = s.article_id
       WHERE s.lang = ? AND s.slug = ? AND s.slug <> '' AND a.deleted_at IS NULL
       ORDER BY s.current DESC, a.updated_at DESC, a.id LIMIT 1`,
    ),
    nextSeq: db.prepare('SELECT COALESCE(MAX(seq), 0) + 1 AS seq FROM editorial_history WHERE article_id = ?'),
    historyCount: db.prepare('SELECT COUNT(*) AS n FROM editorial_history WHERE article_id = ?'),
    history: db.prepare(
      `SELECT article_id, seq, revision, kind, saved_at, title, languages FROM editorial_history
       WHERE article_id = ? ORDER BY seq DESC`,
    ),
    historyEntry: db.prepare('SELECT * FROM editorial_history WHERE article_id = ? AND seq = ?'),
  };
  // Each filter is a condition that holds when its parameter is null: one statement for every shape of filter.
  const listed = `FROM editorial_articles a WHERE (a.deleted_at IS NOT NULL) = :trashed
    AND (:status IS NULL OR a.status = :status)
    AND (:tag IS NULL OR EXISTS (SELECT 1 FROM json_each(a.tags) WHERE value = :tag))
    AND (:lang IS NULL OR EXISTS (SELECT 1 FROM editorial_slugs s WHERE s.article_id = a.id AND s.current = 1 AND s.lang = :lang))
    AND (:q IS NULL OR EXISTS (SELECT 1 FROM json_each(a.search) WHERE instr(value, :q) > 0))`;
  const list = {
    page: db.prepare(`SELECT a.article ${listed} ORDER BY a.updated_at DESC, a.id LIMIT :limit OFFSET :offset`),
    count: db.prepare(`SELECT COUNT(*) AS n ${listed}`),
  };

  const articlesOf = (rows: unknown[]) => (rows as { article: string }[]).map((row) => articleOfJson(row.article));

  /** The article's slugs, current ones first (a former slug equal to a current one is the current one). */
  function writeSlugs(article: EditorialArticle) {
    write.clearSlugs.run(article.id);
    for (const v of article.versions) write.slug.run(article.id, v.lang, v.slug, 1);
    for (const v of article.versions) for (const former of v.formerSlugs) write.slug.run(article.id, v.lang, former, 0);
  }

  return {
    async create(article) {
      inTransaction(db, () => {
        if (read.exists.get(article.id)) throw new Error(`editorial article ${article.id} exists already`);
        write.insert.run(article.id, article.revision, ...articleValues(article));
        writeSlugs(article);
      });
    },
    async get(id) {
      const row = read.one.get(id) as { article: string } | undefined;
      return row && articleOfJson(row.article);
    },
    async replace(article, expectedRevision) {
      return inTransaction(db, () => {
        const { changes } = write.swap.run(article.revision, ...articleValues(article), article.id, expectedRevision);
        if (changes === 0) return false;
        writeSlugs(article);
        return true;
      });
    },
    async list(filter) {
      const q = filter.q === undefined ? '' : searchForm(filter.q.trim());
      const params: Record<string, SQLInputValue> = {
        trashed: filter.trashed ? 1 : 0,
        status: filter.status ?? null,
        tag: filter.tag ?? null,
        lang: filter.lang ?? null,
        q: q === '' ? null : q,
      };
      const articles = articlesOf(list.page.all({ ...params, limit: filter.limit, offset: filter.offset }));
      return { articles, total: (list.count.get(params) as { n: number }).n };
    },
    async all() {
      return articlesOf(read.all.all());
    },
    async slugOwner(lang, slug) {
      const row = read.slugOwner.get(lang, slug) as { article_id: string; current: number } | undefined;
      return row && { articleId: row.article_id, current: row.current === 1 };
    },
    async delete(id) {
      write.delete.run(id);
    },
    async addHistory(entry, keep) {
      return inTransaction(db, () => {
        const { seq } = read.nextSeq.get(entry.articleId) as { seq: number };
        write.history.run(
          entry.articleId,
          seq,
          entry.revision,
          entry.kind,
          entry.savedAt.getTime(),
          entry.title,
          JSON.stringify(entry.languages),
          JSON.stringify(entry.draft),
        );
        const { n } = read.historyCount.get(entry.articleId) as { n: number };
        // The entry just kept is never pruned: seqs only grow, and the caller's seq names an entry that exists.
        if (n > keep) write.prune.run({ id: entry.articleId, kept: seq, count: n - keep });
        return seq;
      });
    },
    async history(articleId) {
      return (read.history.all(articleId) as unknown as HistoryRow[]).map(historySummaryOf);
    },
    async historyEntry(articleId, seq) {
      const row = read.historyEntry.get(articleId, seq) as HistoryRow | undefined;
      return row && { ...historySummaryOf(row), draft: draftOf(row) };
    },
    async close() {
      if (db.isOpen) db.close();
    },
  };
}
