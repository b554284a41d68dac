import { randomBytes } from 'node:crypto';
import { inTransaction, openDatabase, type DatabaseSync } from '@portfolio/kit';
import type { Article } from '../../articles.ts';
import { SlugTakenError, type ContentStore, type SearchHit } from '../ports.ts';
import { byLanguage } from '../shared.ts';
import { publicVersion, versionLister } from './listing.ts';
import {
  articlesOf,
  placeholders,
  searchValues,
  textColumns,
  textValues,
  versionColumns,
  versionValues,
  type ArticleRow,
  type TagRow,
  type VersionRow,
} from './rows.ts';
import { migrateSqliteSchema, sqliteSchema } from './schema.ts';

/** Public, for the article queries (the version ones read versions.public_from). */
const publicArticle = `(a.status = 'published' OR (a.status = 'scheduled' AND a.published_at <= :now))`;

/** The embedded adapter, on the SQLite file at `file` (WAL; created with its folder when missing). */
export const openSqliteStore = (file: string): ContentStore => createSqliteStore(openDatabase(file));

/**
 * The embedded adapter (`node:sqlite`). Writes are rare (seeding, the administrator) and small, so they run on this
 * thread, each article in one transaction; a search reads the FTS index for row ids and scores, then only the
 * page's articles.
 */
export function createSqliteStore(db: DatabaseSync): ContentStore {
  // A search reads the FTS index's doclists and thousands of version rows: kept in memory (32 MB of cache, and the
  // file mapped) rather than read again from the file, page by page, by every search.
  db.exec('PRAGMA cache_size = -32768; PRAGMA mmap_size = 268435456;');
  db.exec(sqliteSchema);
  migrateSqliteSchema(db);
  db.prepare(`INSERT OR IGNORE INTO meta (key, value) VALUES ('epoch', ?), ('revision', '0')`).run(
    randomBytes(4).toString('hex'),
  );
  const list = versionLister(db);
  const idsParam = 'SELECT value FROM json_each(?)';
  const readArticles = db.prepare(`SELECT * FROM articles WHERE id IN (${idsParam})`);
  const readTags = db.prepare(
    `SELECT article_id, tag FROM article_tags WHERE article_id IN (${idsParam}) ORDER BY position`,
  );
  const readVersions = db.prepare(
    `SELECT v.article_id, v.lang, v.slug, t.* FROM versions v JOIN version_texts t ON t.vid = v.vid
     WHERE v.article_id IN (${idsParam})`,
  );
  const readListed = db.prepare(`SELECT vid, article_id, lang FROM versions WHERE vid IN (${idsParam})`);
  const slugOwner = db.prepare('SELECT article_id FROM versions WHERE lang = ? AND slug = ?');
  const bySlug = db.prepare(`SELECT v.article_id, v.lang FROM versions v WHERE v.slug = :slug AND ${publicVersion}`);
  const publicIds = db.prepare(`SELECT a.id FROM articles a WHERE ${publicArticle} ORDER BY a.published_at DESC, a.id`);
  const write = {
    unindex: db.prepare('DELETE FROM version_search WHERE rowid IN (SELECT vid FROM versions WHERE article_id = ?)'),
    deleteVersions: db.prepare('DELETE FROM versions WHERE article_id = ?'),
    deleteTags: db.prepare('DELETE FROM article_tags WHERE article_id = ?'),
    article: db.prepare(
      `INSERT INTO articles (id, status, published_at, updated_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET status = excluded.status, published_at = excluded.published_at,
         updated_at = excluded.updated_at`,
    ),
    version: db.prepare(`INSERT INTO versions (${versionColumns}) VALUES (${placeholders(versionColumns)})`),
    texts: db.prepare(`INSERT INTO version_texts (${textColumns}) VALUES (${placeholders(textColumns)})`),
    index: db.prepare('INSERT INTO version_search (rowid, title, excerpt, keywords, body) VALUES (?, ?, ?, ?, ?)'),
    tag: db.prepare('INSERT OR IGNORE INTO article_tags (article_id, tag, position) VALUES (?, ?, ?)'),
    bump: db.prepare(`UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'revision'`),
  };
  const readMeta = db.prepare(`SELECT key, value FROM meta WHERE key IN ('epoch', 'revision')`);
  const tagCounts = db.prepare(
    `SELECT t.tag AS slug, COUNT(*) AS count FROM article_tags t JOIN articles a ON a.id = t.article_id
     WHERE ${publicArticle} AND (:lang IS NULL OR EXISTS (SELECT 1 FROM versions v WHERE v.article_id = a.id AND v.lang = :lang))
     GROUP BY t.tag ORDER BY count DESC, t.tag`,
  );
  const view = {
    sweep: db.prepare('DELETE FROM views WHERE day < ?'),
    insert: db.prepare('INSERT INTO views (day, article_id, visitor_key) VALUES (?, ?, ?) ON CONFLICT DO NOTHING'),
    count: db.prepare(
      'INSERT INTO view_counts (article_id, count) VALUES (?, 1) ON CONFLICT (article_id) DO UPDATE SET count = count + 1',
    ),
    read: db.prepare(`SELECT article_id, count FROM view_counts WHERE article_id IN (${idsParam})`),
  };
  const countArticles = db.prepare('SELECT COUNT(*) AS n FROM articles');
  const allIds = db.prepare('SELECT id FROM articles ORDER BY id');
  const deleteArticle = db.prepare('DELETE FROM articles WHERE id = ?');
  /** The latest day whose earlier days' view keys were swept (they are only needed for their own day). */
  let sweptBefore = '';

  function loadArticles(ids: readonly string[]): Map<string, Article> {
    const json = JSON.stringify(ids);
    return articlesOf(
      readArticles.all(json) as unknown as ArticleRow[],
      readTags.all(json) as unknown as TagRow[],
      readVersions.all(json) as unknown as VersionRow[],
    );
  }

  function saveArticle(article: Article) {
    inTransaction(db, () => {
      for (const { lang, slug } of article.versions) {
        const owner = slugOwner.get(lang, slug) as { article_id: string } | undefined;
        if (owner && owner.article_id !== article.id) throw new SlugTakenError(lang, slug);
      }
      write.unindex.run(article.id);
      write.deleteVersions.run(article.id);
      write.deleteTags.run(article.id);
      write.article.run(article.id, article.status, article.publishedAt.getTime(), article.updatedAt.getTime());
      for (const version of article.versions) {
        const { lastInsertRowid } = write.version.run(...versionValues(article, version));
        write.texts.run(...textValues(lastInsertRowid, version));
        write.index.run(lastInsertRowid, ...searchValues(version));
      }
      article.tags.forEach((tag, position) => write.tag.run(article.id, tag, position));
      write.bump.run();
    });
  }

  return {
    async saveArticle(article) {
      saveArticle(article);
    },
    async deleteArticle(id) {
      inTransaction(db, () => {
        // The versions, their texts and tags go with the article (foreign keys); the contentless index by hand.
        write.unindex.run(id);
        if (deleteArticle.run(id).changes > 0) write.bump.run();
      });
    },
    async allArticles() {
      const ids = (allIds.all() as { id: string }[]).map((row) => row.id);
      const articles = loadArticles(ids);
      return ids.map((id) => articles.get(id)!);
    },
    async findVersion(slug, lang, now) {
      const candidates = (
        bySlug.all({ slug, now: now.getTime() }) as { article_id: string; lang: Article['versions'][number]['lang'] }[]
      )
        .filter((row) => lang === undefined || row.lang === lang)
        .sort(byLanguage);
      const chosen = candidates[0];
      if (!chosen) return undefined;
      const article = loadArticles([chosen.article_id]).get(chosen.article_id)!;
      return { article, version: article.versions.find((v) => v.lang === chosen.lang)! };
    },
    async list(filter, now) {
      const { listed, total } = list(filter, now);
      const rows = readListed.all(JSON.stringify(listed.map((l) => l.vid))) as unknown as VersionRow[];
      const byVid = new Map(rows.map((row) => [row.vid, row]));
      const articles = loadArticles([...new Set(rows.map((row) => row.article_id))]);
      const hits = listed.map(({ vid, score }): SearchHit => {
        const row = byVid.get(vid)!;
        const article = articles.get(row.article_id)!;
        return { article, version: article.versions.find((v) => v.lang === row.lang)!, rank: -score };
      });
      return { hits, total };
    },
    async publicArticles(now) {
      const ids = (publicIds.all({ now: now.getTime() }) as { id: string }[]).map((row) => row.id);
      const articles = loadArticles(ids);
      return ids.map((id) => articles.get(id)!);
    },
    async tagCounts(lang, now) {
      return tagCounts.all({ lang: lang ?? null, now: now.getTime() }) as unknown as Awaited<
        ReturnType<ContentStore['tagCounts']>
      >;
    },
    async recordView(articleId, visitorKey, day) {
      return inTransaction(db, () => {
        if (day > sweptBefore) {
          view.sweep.run(day);
          sweptBefore = day;
        }
        if (view.insert.run(day, articleId, visitorKey).changes === 0) return false;
        view.count.run(articleId);
        return true;
      });
    },
    async viewCounts(articleIds) {
      const counts = new Map(articleIds.map((id) => [id, 0]));
      for (const row of view.read.all(JSON.stringify(articleIds)) as { article_id: string; count: number }[]) {
        counts.set(row.article_id, row.count);
      }
      return counts;
    },
    async revision() {
      const meta = Object.fromEntries(
        (readMeta.all() as { key: string; value: string }[]).map((r) => [r.key, r.value]),
      );
      return `${meta.revision}-${meta.epoch}`;
    },
    async articleCount() {
      return (countArticles.get() as { n: number }).n;
    },
    async close() {
      if (db.isOpen) db.close();
    },
  };
}
