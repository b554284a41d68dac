import { MongoNetworkError, MongoServerSelectionError, MongoTopologyClosedError, type Db } from 'mongodb';

/** The collections of the content adapter (prefixed: services may share a database). */
export const collectionNames = {
  articles: 'content_articles',
  versions: 'content_versions',
  views: 'content_views',
  viewCounts: 'content_view_counts',
  meta: 'content_meta',
} as const;

/** A view key is only needed on its own day; two days leave room for clocks and time zones. */
const viewKeySeconds = 2 * 86_400;

/** The driver's ways of saying that no MongoDB answered (as opposed to a MongoDB refusing something). */
export const storeUnreachable = (err: unknown) =>
  err instanceof MongoServerSelectionError ||
  err instanceof MongoNetworkError ||
  err instanceof MongoTopologyClosedError;

/** Every index the adapter relies on (idempotent): uniqueness, the lists' filters and orders, search, expiry. */
export async function createIndexes(db: Db) {
  const { articles, versions, views } = collectionNames;
  const on = (name: string) => db.collection(name);
  await Promise.all([
    // One slug per language across articles: what turns a second claim into SlugTakenError.
    on(versions).createIndex({ lang: 1, slug: 1 }, { unique: true, name: 'lang_slug_unique' }),
    on(versions).createIndex({ slug: 1 }, { name: 'slug' }),
    on(versions).createIndex({ articleId: 1 }, { name: 'articleId' }),
    on(versions).createIndex({ publishedAt: -1, articleId: 1, lang: 1 }, { name: 'newest' }),
    on(versions).createIndex({ tags: 1, publishedAt: -1 }, { name: 'tags_newest' }),
    // Multikey: a search's whole terms are equalities on it, the word being typed an anchored prefix range.
    on(versions).createIndex({ terms: 1 }, { name: 'terms' }),
    on(articles).createIndex({ publishedAt: -1, _id: 1 }, { name: 'newest' }),
    on(views).createIndex({ articleId: 1, day: 1, visitor: 1 }, { unique: true, name: 'article_day_visitor_unique' }),
    on(views).createIndex({ day: 1 }, { expireAfterSeconds: viewKeySeconds, name: 'day_ttl' }),
  ]);
}
