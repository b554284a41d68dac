import { MongoServerError } from 'mongodb';
import { startIndexBuild, storeMongoClient, type IndexBuild } from '@portfolio/kit';
import type { SiteContentState, SiteContentStore, SiteContentVersionRecord } from '../site-content-port.ts';
import { storeUnreachable } from './indexes.ts';
import type { MongoStoreOptions } from './mongo-store.ts';

/** The state as one document (`_id` fixed), its revisions beside it for the compare-and-swap and the public read. */
interface StateDoc {
  _id: 'current';
  revision: number;
  publishedRevision: number;
  publishedAt: number | null;
  state: SiteContentState;
}
interface VersionDoc extends Omit<SiteContentVersionRecord, 'id'> {
  _id: number;
}

export interface MongoSiteContentStore extends SiteContentStore {
  indexes: IndexBuild;
}

const duplicateKey = 11000;

/**
 * The site content store on MongoDB, in the content store's database. A write is one updateOne filtered on the
 * expected revision (or an insert of the fixed id, which a second insert cannot repeat); a publication's version
 * follows it under the revision it wrote, which no other write can have won.
 */
export function createMongoSiteContentStore(options: MongoStoreOptions): MongoSiteContentStore {
  const client = storeMongoClient(options.url, 'portfolio-content-site', options.timeoutMs);
  const db = client.db(options.dbName);
  const states = db.collection<StateDoc>('content_site');
  const versions = db.collection<VersionDoc>('content_site_versions');
  const maxTimeMS = options.timeoutMs;
  // Versions are listed newest first by their id, the collection's own index: nothing to build.
  const indexes = startIndexBuild(async () => {}, { logger: options.logger, isUnreachable: storeUnreachable });

  async function swap(state: SiteContentState, expected: number): Promise<boolean> {
    const { revision, publishedRevision, publishedAt } = state;
    const doc = { revision, publishedRevision, publishedAt, state };
    if (expected !== 0) {
      const { matchedCount } = await states.updateOne(
        { _id: 'current', revision: expected },
        { $set: doc },
        { maxTimeMS },
      );
      return matchedCount === 1;
    }
    try {
      await states.insertOne({ _id: 'current', ...doc });
      return true;
    } catch (err) {
      if (err instanceof MongoServerError && err.code === duplicateKey) return false;
      throw err;
    }
  }

  return {
    indexes,
    async read() {
      return (await states.findOne({ _id: 'current' }, { maxTimeMS }))?.state;
    },
    async publishedMark() {
      const doc = await states.findOne(
        { _id: 'current' },
        { projection: { publishedRevision: 1, publishedAt: 1 }, maxTimeMS },
      );
      return doc ? { revision: doc.publishedRevision, at: doc.publishedAt } : undefined;
    },
    async write(state, expected, version, keep = 50) {
      if (!(await swap(state, expected))) return false;
      if (version) {
        const { id, ...rest } = version;
        await versions.insertOne({ _id: id, ...rest });
        const old = await versions
          .find({}, { sort: { _id: -1 }, skip: keep, projection: { _id: 1 }, maxTimeMS })
          .toArray();
        if (old.length > 0) await versions.deleteMany({ _id: { $in: old.map((doc) => doc._id) } }, { maxTimeMS });
      }
      return true;
    },
    async versions() {
      const docs = await versions.find({}, { sort: { _id: -1 }, projection: { content: 0 }, maxTimeMS }).toArray();
      return docs.map(({ _id, publishedAt, langs }) => ({ id: _id, publishedAt, langs }));
    },
    async version(id) {
      const doc = await versions.findOne({ _id: id }, { maxTimeMS });
      if (!doc) return undefined;
      const { _id, ...rest } = doc;
      return { id: _id, ...rest };
    },
    async close() {
      indexes.stop();
      await client.close();
    },
  };
}
