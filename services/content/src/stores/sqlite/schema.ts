import type { DatabaseSync } from '@portfolio/kit';

/**
 * The embedded adapter's tables. Times are ms since the epoch; keywords, cover and table of contents are JSON.
 * `version_search` is an FTS5 index over each version's text as search/terms.ts segments it, terms joined by
 * spaces: Japanese and Chinese words (which have no spaces) become tokens, and every language is normalised the way
 * the query is. unicode61 then only splits on those spaces (and the word-inner marks kept as token characters, as
 * Intl.Segmenter keeps them in a word: "a:b", "3.14", "__init__"); diacritics are already handled by the terms.
 * It is contentless (nothing read back from it), its rowid the version's `vid`. Prefix indexes for one to three
 * characters serve the first keystrokes of a search as you type, which would otherwise merge the lists of every
 * term starting with them.
 */
export const sqliteSchema = `
CREATE TABLE IF NOT EXISTS articles (
  id TEXT PRIMARY KEY,
  status TEXT NOT NULL,
  published_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS articles_newest ON articles (published_at DESC, id);

-- Narrow on purpose: a list or a search reads thousands of these rows, and only these. The article's date and
-- visibility are copied here (rewritten with the article): public_from is the smallest time for a published
-- article, its date for a scheduled one, NULL (never) for a draft.
CREATE TABLE IF NOT EXISTS versions (
  vid INTEGER PRIMARY KEY,
  article_id TEXT NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  lang TEXT NOT NULL,
  slug TEXT NOT NULL,
  published_at INTEGER NOT NULL,
  public_from INTEGER,
  UNIQUE (article_id, lang),
  UNIQUE (lang, slug)
);
CREATE INDEX IF NOT EXISTS versions_by_slug ON versions (slug);
CREATE INDEX IF NOT EXISTS versions_newest ON versions (published_at DESC, article_id, lang, public_from);

-- What a page shows of a version, read for the page's few versions only.
CREATE TABLE IF NOT EXISTS version_texts (
  vid INTEGER PRIMARY KEY REFERENCES versions (vid) ON DELETE CASCADE,
  title TEXT NOT NULL,
  excerpt TEXT NOT NULL,
  markdown TEXT NOT NULL,
  keywords TEXT NOT NULL,
  seo_title TEXT NOT NULL,
  seo_description TEXT NOT NULL,
  cover TEXT,
  html TEXT NOT NULL,
  toc TEXT NOT NULL,
  reading_minutes INTEGER NOT NULL,
  text TEXT NOT NULL,
  canonical_url TEXT
);

CREATE TABLE IF NOT EXISTS article_tags (
  article_id TEXT NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  tag TEXT NOT NULL,
  -- The author's order, kept: the first tag is the one a card shows first.
  position INTEGER NOT NULL,
  PRIMARY KEY (article_id, tag)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS article_tags_by_tag ON article_tags (tag, article_id);

CREATE VIRTUAL TABLE IF NOT EXISTS version_search USING fts5(
  title, excerpt, keywords, body,
  tokenize = "unicode61 remove_diacritics 0 tokenchars '_.:,;·'",
  content = '', contentless_delete = 1, prefix = '1 2 3'
);

-- One row per article, day and visitor key: a second view the same day is not counted. Days before the current
-- one are swept as days pass; the totals live in view_counts.
CREATE TABLE IF NOT EXISTS views (
  day TEXT NOT NULL,
  article_id TEXT NOT NULL,
  visitor_key TEXT NOT NULL,
  PRIMARY KEY (day, article_id, visitor_key)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS view_counts (article_id TEXT PRIMARY KEY, count INTEGER NOT NULL) WITHOUT ROWID;

-- revision: a counter bumped by every article write; epoch: drawn when the file is created, so that a new
-- database never repeats an old one's revision (ETags).
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
`;

/**
 * Columns added to tables after files with those tables existed (CREATE TABLE IF NOT EXISTS leaves an old table as
 * it was): each is added once, when the table lacks it. Nullable, so that the rows already there stay valid.
 */
const addedColumns = [{ table: 'version_texts', column: 'canonical_url', type: 'TEXT' }] as const;

export function migrateSqliteSchema(db: DatabaseSync) {
  for (const { table, column, type } of addedColumns) {
    const columns = db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[];
    if (!columns.some((c) => c.name === column)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${type}`);
  }
}
