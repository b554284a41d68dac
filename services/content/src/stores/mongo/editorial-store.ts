import type { LanguageCode } from '@portfolio/contracts';
import { MongoServerError, type Filter, type Sort } from 'mongodb';
import { startIndexBuild, storeMongoClient, type IndexBuild } from '@portfolio/kit';
import type { EditorialArticle, EditorialStore, HistoryRecord, HistorySummary } from '../editorial-port.ts';
import { searchForm, searchKeysOf } from '../editorial-search.ts';
import { createEditorialIndexes, editorialCollections } from './editorial-indexes.ts';
import { storeUnreachable } from './indexes.ts';
import type { MongoStoreOptions } from './mongo-store.ts';

/**
 * An article as one document, its versions embedded (the editor reads and writes it whole, and a revision check
 * then covers all of it in one single-document write). `search` holds every title and slug in search form;
 * `historySeq` is the last seq its history drew, counted here so that drawing one is one atomic $inc.
 */
interface ArticleDoc extends Omit<EditorialArticle, 'id'> {
  _id: string;
  search: string[];
  historySeq: number;
}

type HistoryDoc = HistoryRecord;

export interface MongoEditorialStore extends EditorialStore {
  indexes: IndexBuild;
}

const duplicateKey = 11000;
const recentFirst: Sort = { updatedAt: -1, _id: 1 };
/** What a read leaves out: the document's own bookkeeping, never part of the article. */
const bookkeeping = { search: 0, historySeq: 0 } as const;

/** A query as a pattern matching exactly its own text: whatever the administrator types is never pattern syntax. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const fieldsOf = ({ id: _id, ...article }: EditorialArticle): Omit<ArticleDoc, '_id' | 'historySeq'> => ({
  ...article,
  search: searchKeysOf({ id: _id, ...article }),
});

/** A document read without its bookkeeping, as the port's article. */
const articleOf = ({ _id, search: _search, historySeq: _seq, ...article }: ArticleDoc): EditorialArticle => ({
  id: _id,
  ...article,
});

/**
 * The editorial store on MongoDB, in the content store's database (its own client, as each store has). `replace`
 * is one updateOne filtered on the expected revision: MongoDB applies it to the document atomically, so of two
 * saves based on the same revision exactly one matches. Indexes are built in the background, as the content
 * store's are.
 */
export function createMongoEditorialStore(options: MongoStoreOptions): MongoEditorialStore {
  const client = storeMongoClient(options.url, 'portfolio-content-editorial', options.timeoutMs);
  const db = client.db(options.dbName);
  const articles = db.collection<ArticleDoc>(editorialCollections.articles);
  const history = db.collection<HistoryDoc>(editorialCollections.history);
  const maxTimeMS = options.timeoutMs;
  const indexes = startIndexBuild(() => createEditorialIndexes(db), {
    logger: options.logger,
    isUnreachable: storeUnreachable,
  });

  /** The article in `lang` whose version has `slug` (current) or had it (former), most recently changed first. */
  async function owner(lang: LanguageCode, slug: string, current: boolean) {
    const version = current ? { lang, slug } : { lang, formerSlugs: slug };
    const doc = await articles.findOne(
      { deletedAt: null, versions: { $elemMatch: version } },
      { sort: recentFirst, projection: { _id: 1 }, maxTimeMS },
    );
    return doc ? { articleId: doc._id, current } : undefined;
  }

  /** Deletes the article's oldest checkpoints beyond `keep` entries, never the entry `seq` just kept. */
  async function prune(articleId: string, seq: number, keep: number) {
    const excess = (await history.countDocuments({ articleId }, { maxTimeMS })) - keep;
    if (excess <= 0) return;
    const doomed = await history
      .find(
        { articleId, kind: 'checkpoint', seq: { $lt: seq } },
        { sort: { seq: 1 }, limit: excess, projection: { seq: 1 }, maxTimeMS },
      )
      .toArray();
    if (doomed.length > 0) await history.deleteMany({ articleId, seq: { $in: doomed.map((doc) => doc.seq) } });
  }

  return {
    indexes,
    async create(article) {
      try {
        await articles.insertOne({ _id: article.id, ...fieldsOf(article), historySeq: 0 });
      } catch (err) {
        if (err instanceof MongoServerError && err.code === duplicateKey) {
          throw new Error(`editorial article ${article.id} exists already`, { cause: err });
        }
        throw err;
      }
    },
    async get(id) {
      const doc = await articles.findOne({ _id: id }, { projection: bookkeeping, maxTimeMS });
      return doc ? articleOf(doc) : undefined;
    },
    async replace(article, expectedRevision) {
      const { matchedCount } = await articles.updateOne(
        { _id: article.id, revision: expectedRevision },
        { $set: fieldsOf(article) },
        { maxTimeMS },
      );
      return matchedCount === 1;
    },
    async list(filter) {
      const q = filter.q === undefined ? '' : searchForm(filter.q.trim());
      const query: Filter<ArticleDoc> = {
        deletedAt: filter.trashed ? { $ne: null } : null,
        ...(filter.status ? { status: filter.status } : {}),
        ...(filter.tag ? { tags: filter.tag } : {}),
        ...(filter.lang ? { 'versions.lang': filter.lang } : {}),
        ...(q ? { search: { $regex: literal(q) } } : {}),
      };
      const [docs, total] = await Promise.all([
        articles
          .find(query, {
            sort: recentFirst,
            skip: filter.offset,
            limit: filter.limit,
            projection: bookkeeping,
            maxTimeMS,
          })
          .toArray(),
        articles.countDocuments(query, { maxTimeMS }),
      ]);
      return { articles: docs.map(articleOf), total };
    },
    async all() {
      return (
        await articles.find({ deletedAt: null }, { sort: recentFirst, projection: bookkeeping, maxTimeMS }).toArray()
      ).map(articleOf);
    },
    async slugOwner(lang, slug) {
      if (slug === '') return undefined;
      return (await owner(lang, slug, true)) ?? (await owner(lang, slug, false));
    },
    async delete(id) {
      await articles.deleteOne({ _id: id }, { maxTimeMS });
      await history.deleteMany({ articleId: id }, { maxTimeMS });
    },
    async addHistory(entry, keep) {
      const drawn = await articles.findOneAndUpdate(
        { _id: entry.articleId },
        { $inc: { historySeq: 1 } },
        { returnDocument: 'after', projection: { historySeq: 1 }, maxTimeMS },
      );
      if (!drawn) throw new Error(`no editorial article ${entry.articleId} to keep a history entry of`);
      const seq = drawn.historySeq;
      await history.insertOne({ ...entry, seq });
      await prune(entry.articleId, seq, keep);
      return seq;
    },
    async history(articleId) {
      return history
        .find<HistorySummary>({ articleId }, { sort: { seq: -1 }, projection: { _id: 0, draft: 0 }, maxTimeMS })
        .toArray();
    },
    async historyEntry(articleId, seq) {
      const doc = await history.findOne<HistoryRecord>({ articleId, seq }, { projection: { _id: 0 }, maxTimeMS });
      return doc ?? undefined;
    },
    async close() {
      indexes.stop();
      await client.close();
    },
  };
}
