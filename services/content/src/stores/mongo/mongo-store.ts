import { randomBytes } from 'node:crypto';
import { MongoBulkWriteError, MongoServerError } from 'mongodb';
import { startIndexBuild, storeMongoClient, type IndexBuild, type Logger } from '@portfolio/kit';
import type { Article, StoredVersion } from '../../articles.ts';
import { SlugTakenError, type ContentStore, type SearchHit } from '../ports.ts';
import { byLanguage, dayStart } from '../shared.ts';
import {
  articleDocOf,
  articleOf,
  searchOnly,
  versionDocOf,
  versionOf,
  type ArticleDoc,
  type MetaDoc,
  type VersionDoc,
  type ViewCountDoc,
  type ViewDoc,
} from './documents.ts';
import { collectionNames, createIndexes, storeUnreachable } from './indexes.ts';
import { newestFirst, publicFilter, rankExpression, versionFilter } from './search.ts';

export interface MongoStoreOptions {
  url: string;
  dbName: string;
  /** Server selection, connection and query bound: a MongoDB that is down or hangs fails fast (503). */
  timeoutMs: number;
  /** Where the index build says how it went. */
  logger: Logger;
}

export interface MongoContentStore extends ContentStore {
  indexes: IndexBuild;
}

const duplicateKey = 11000;

interface ListedVersion {
  articleId: string;
  lang: VersionDoc['lang'];
  rank: number;
}

/** The version an ordered bulk write stopped at on a duplicate key (its unique index is the slug's), if that is why. */
function duplicateAt(err: unknown): number | undefined {
  const first = err instanceof MongoBulkWriteError ? [err.writeErrors].flat()[0] : undefined;
  return first?.code === duplicateKey ? first.index : undefined;
}

/**
 * The MongoDB adapter. Without multi-document transactions an article is written in steps: its slugs checked
 * against other articles first, then its versions (the unique index settling a race between two saves, the loser's
 * versions put back as they were), then the article and the revision. Indexes are built from the moment it is
 * opened, in the background and retried: no request waits for an index build, and a MongoDB down at start is fine.
 */
export function createMongoStore(options: MongoStoreOptions): MongoContentStore {
  const client = storeMongoClient(options.url, 'portfolio-content', options.timeoutMs);
  const db = client.db(options.dbName);
  const articles = db.collection<ArticleDoc>(collectionNames.articles);
  const versions = db.collection<VersionDoc>(collectionNames.versions);
  const views = db.collection<ViewDoc>(collectionNames.views);
  const viewCounts = db.collection<ViewCountDoc>(collectionNames.viewCounts);
  const meta = db.collection<MetaDoc>(collectionNames.meta);
  const maxTimeMS = options.timeoutMs;
  const indexes = startIndexBuild(() => createIndexes(db), { logger: options.logger, isUnreachable: storeUnreachable });

  async function loadArticles(ids: readonly string[]): Promise<Map<string, Article>> {
    const [docs, versionDocs] = await Promise.all([
      articles.find({ _id: { $in: [...ids] } }, { maxTimeMS }).toArray(),
      versions.find({ articleId: { $in: [...ids] } }, { projection: searchOnly, maxTimeMS }).toArray(),
    ]);
    const byArticle = new Map<string, StoredVersion[]>(ids.map((id) => [id, []]));
    for (const doc of versionDocs) byArticle.get(doc.articleId)?.push(versionOf(doc));
    return new Map(docs.map((doc) => [doc._id, articleOf(doc, byArticle.get(doc._id) ?? [])]));
  }

  /** Puts an article's versions back as they were before a save that lost a race for a slug. */
  async function restoreVersions(articleId: string, previous: VersionDoc[]) {
    await versions.deleteMany({ articleId, _id: { $nin: previous.map((doc) => doc._id) } });
    if (previous.length === 0) return;
    await versions.bulkWrite(
      previous.map((doc) => ({ replaceOne: { filter: { _id: doc._id }, replacement: doc, upsert: true } })),
    );
  }

  const bumpRevision = () =>
    meta.updateOne(
      { _id: 'revision' },
      { $inc: { n: 1 }, $setOnInsert: { epoch: randomBytes(4).toString('hex') } },
      { upsert: true },
    );

  async function saveArticle(article: Article) {
    const docs = article.versions.map((version) => versionDocOf(article, version));
    // ($or refuses an empty list: an article without versions claims no slug.)
    const claimed =
      docs.length === 0
        ? []
        : await versions
            .find(
              { articleId: { $ne: article.id }, $or: docs.map(({ lang, slug }) => ({ lang, slug })) },
              { projection: { lang: 1, slug: 1 }, maxTimeMS },
            )
            .toArray();
    const taken = article.versions.find((v) => claimed.some((c) => c.lang === v.lang && c.slug === v.slug));
    if (taken) throw new SlugTakenError(taken.lang, taken.slug);
    const previous = await versions.find({ articleId: article.id }, { maxTimeMS }).toArray();
    if (docs.length > 0) {
      try {
        await versions.bulkWrite(
          docs.map((doc) => ({ replaceOne: { filter: { _id: doc._id }, replacement: doc, upsert: true } })),
          { ordered: true },
        );
      } catch (err) {
        const at = duplicateAt(err);
        if (at === undefined) throw err;
        await restoreVersions(article.id, previous);
        throw new SlugTakenError(docs[at]!.lang, docs[at]!.slug);
      }
    }
    await versions.deleteMany({ articleId: article.id, _id: { $nin: docs.map((doc) => doc._id) } });
    await articles.replaceOne({ _id: article.id }, articleDocOf(article), { upsert: true });
    await bumpRevision();
  }

  return {
    indexes,
    saveArticle,
    async deleteArticle(id) {
      // The article first: from then on no list shows it, even before its versions are gone.
      const { deletedCount } = await articles.deleteOne({ _id: id });
      const removed = await versions.deleteMany({ articleId: id });
      if (deletedCount > 0 || removed.deletedCount > 0) await bumpRevision();
    },
    async allArticles() {
      const docs = await articles.find({}, { sort: { _id: 1 }, maxTimeMS }).toArray();
      const loaded = await loadArticles(docs.map((doc) => doc._id));
      return docs.flatMap((doc) => loaded.get(doc._id) ?? []);
    },
    async findVersion(slug, lang, now) {
      const found = await versions
        .find(
          { slug, ...(lang ? { lang } : {}), ...publicFilter(now) },
          { projection: { articleId: 1, lang: 1 }, maxTimeMS },
        )
        .toArray();
      const chosen = found.sort(byLanguage)[0];
      if (!chosen) return undefined;
      const article = (await loadArticles([chosen.articleId])).get(chosen.articleId);
      const version = article?.versions.find((v) => v.lang === chosen.lang);
      return article && version ? { article, version } : undefined;
    },
    async list(filter, now) {
      const searching = (filter.terms ?? []).length > 0;
      // One pass over the candidates for both the page and the total ($facet), each read once.
      const [result] = await versions
        .aggregate<{ total: { n: number }[]; page: ListedVersion[] }>(
          [
            { $match: versionFilter(filter, now) },
            { $project: { articleId: 1, lang: 1, publishedAt: 1, rank: rankExpression(filter.terms ?? []) } },
            {
              $facet: {
                total: [{ $count: 'n' }],
                page: [
                  { $sort: searching ? { rank: -1, ...newestFirst } : newestFirst },
                  { $skip: filter.offset },
                  { $limit: filter.limit },
                ],
              },
            },
          ],
          { maxTimeMS },
        )
        .toArray();
      const listed = result?.page ?? [];
      const total = result?.total[0]?.n ?? 0;
      const loaded = await loadArticles([...new Set(listed.map((hit) => hit.articleId))]);
      const hits = listed.flatMap(({ articleId, lang, rank }): SearchHit[] => {
        const article = loaded.get(articleId);
        const version = article?.versions.find((v) => v.lang === lang);
        return article && version ? [{ article, version, rank }] : [];
      });
      return { hits, total };
    },
    async publicArticles(now) {
      const docs = await articles.find(publicFilter(now), { sort: { publishedAt: -1, _id: 1 }, maxTimeMS }).toArray();
      const loaded = await loadArticles(docs.map((doc) => doc._id));
      return docs.flatMap((doc) => loaded.get(doc._id) ?? []);
    },
    async tagCounts(lang, now) {
      const rows = await articles
        .aggregate<{ _id: Article['tags'][number]; count: number }>(
          [
            { $match: { ...publicFilter(now), ...(lang ? { langs: lang } : {}) } },
            { $unwind: '$tags' },
            { $group: { _id: '$tags', count: { $sum: 1 } } },
            { $sort: { count: -1, _id: 1 } },
          ],
          { maxTimeMS },
        )
        .toArray();
      return rows.map((row) => ({ slug: row._id, count: row.count }));
    },
    async recordView(articleId, visitorKey, day) {
      try {
        await views.insertOne({ articleId, day: dayStart(day), visitor: visitorKey });
      } catch (err) {
        if (err instanceof MongoServerError && err.code === duplicateKey) return false;
        throw err;
      }
      await viewCounts.updateOne({ _id: articleId }, { $inc: { count: 1 } }, { upsert: true });
      return true;
    },
    async viewCounts(articleIds) {
      const counts = new Map(articleIds.map((id) => [id, 0]));
      if (articleIds.length === 0) return counts;
      for (const doc of await viewCounts.find({ _id: { $in: [...articleIds] } }, { maxTimeMS }).toArray()) {
        counts.set(doc._id, doc.count);
      }
      return counts;
    },
    async revision() {
      const doc = await meta.findOne({ _id: 'revision' }, { maxTimeMS });
      return doc ? `${doc.n}-${doc.epoch}` : '0';
    },
    async articleCount() {
      return articles.countDocuments({}, { maxTimeMS });
    },
    async close() {
      indexes.stop();
      await client.close();
    },
  };
}
