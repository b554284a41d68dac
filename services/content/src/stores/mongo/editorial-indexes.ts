import type { Db } from 'mongodb';

/** The editorial adapter's collections, beside the content adapter's in the same database. */
export const editorialCollections = {
  articles: 'editorial_articles',
  history: 'editorial_history',
} as const;

/** Every index the editorial adapter relies on (idempotent). */
export async function createEditorialIndexes(db: Db) {
  const articles = db.collection(editorialCollections.articles);
  const history = db.collection(editorialCollections.history);
  await Promise.all([
    // Who owns a slug in a language, now ($elemMatch on both) or before (a former slug, its language checked then).
    articles.createIndex({ 'versions.lang': 1, 'versions.slug': 1 }, { name: 'versions_lang_slug' }),
    articles.createIndex({ 'versions.formerSlugs': 1 }, { name: 'versions_former_slugs' }),
    // The lists: the trash or the rest, most recently changed first.
    articles.createIndex({ deletedAt: 1, updatedAt: -1, _id: 1 }, { name: 'trash_recent' }),
    // One entry per seq: two writers that ever drew the same seq could not both keep it.
    history.createIndex({ articleId: 1, seq: 1 }, { unique: true, name: 'article_seq_unique' }),
  ]);
}
