/**
 * The editorial store's tables, beside the content store's in the same file (their names prefixed). An article is
 * kept whole as JSON (the editor always reads and writes it whole); the columns beside it are what lists filter
 * and sort on, written with it. Times are ms since the epoch. Foreign keys (on in openDatabase) take an article's
 * slugs and history with it.
 */
export const editorialSchema = `
CREATE TABLE IF NOT EXISTS editorial_articles (
  id TEXT PRIMARY KEY,
  revision INTEGER NOT NULL,
  status TEXT NOT NULL,
  updated_at INTEGER NOT NULL,
  deleted_at INTEGER,
  -- JSON arrays: the tags, and every title and slug in search form (editorial-search.ts).
  tags TEXT NOT NULL,
  search TEXT NOT NULL,
  article TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS editorial_articles_recent ON editorial_articles (updated_at DESC, id);

-- One row per version and slug it has (current = 1, also while it is still empty) or had before (current = 0):
-- the language filter, and who owns a slug (a new one's uniqueness, an old one's redirect).
CREATE TABLE IF NOT EXISTS editorial_slugs (
  article_id TEXT NOT NULL REFERENCES editorial_articles (id) ON DELETE CASCADE,
  lang TEXT NOT NULL,
  slug TEXT NOT NULL,
  current INTEGER NOT NULL,
  PRIMARY KEY (article_id, lang, slug)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS editorial_slugs_by_slug ON editorial_slugs (lang, slug);

CREATE TABLE IF NOT EXISTS editorial_history (
  article_id TEXT NOT NULL REFERENCES editorial_articles (id) ON DELETE CASCADE,
  seq INTEGER NOT NULL,
  revision INTEGER NOT NULL,
  kind TEXT NOT NULL,
  saved_at INTEGER NOT NULL,
  title TEXT NOT NULL,
  languages TEXT NOT NULL,
  draft TEXT NOT NULL,
  PRIMARY KEY (article_id, seq)
);
`;
