import { startIndexBuild, storeMongoClient, type IndexBuild } from '@portfolio/kit';
import { storeUnreachable } from '../stores/mongo/indexes.ts';
import type { MongoStoreOptions } from '../stores/mongo/mongo-store.ts';
import { SourceTaken, type RedirectStore, type StoredRedirect } from './redirects-port.ts';

interface RedirectDoc extends Omit<StoredRedirect, 'id'> {
  _id: string;
}

interface RobotsDoc {
  _id: 'robots';
  text: string;
  updatedAt: Date;
}

export interface MongoRedirectStore extends RedirectStore {
  indexes: IndexBuild;
}

const duplicateKey = 11000;
const redirectOf = ({ _id, ...rest }: RedirectDoc): StoredRedirect => ({ id: _id, ...rest });

/** The redirects (unique by source) and robots.txt in the content store's database, on a client of their own. */
export function createMongoRedirectStore(options: MongoStoreOptions): MongoRedirectStore {
  const client = storeMongoClient(options.url, 'portfolio-content-redirects', options.timeoutMs);
  const db = client.db(options.dbName);
  const redirects = db.collection<RedirectDoc>('redirects');
  const settings = db.collection<RobotsDoc>('seo_files');
  const maxTimeMS = options.timeoutMs;
  // The unique source is what refuses a second redirect from the same path, whoever writes first.
  const indexes = startIndexBuild(
    async () => {
      await redirects.createIndex({ source: 1 }, { name: 'source', unique: true });
    },
    { logger: options.logger, isUnreachable: storeUnreachable },
  );
  const taken = async <T>(source: string, write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      if ((error as { code?: number }).code === duplicateKey) throw new SourceTaken(source);
      throw error;
    }
  };
  return {
    indexes,
    async list() {
      return (await redirects.find({}, { sort: { source: 1 }, maxTimeMS }).toArray()).map(redirectOf);
    },
    async count() {
      return redirects.countDocuments({}, { maxTimeMS });
    },
    async get(id) {
      const doc = await redirects.findOne({ _id: id }, { maxTimeMS });
      return doc ? redirectOf(doc) : undefined;
    },
    async bySources(sources) {
      return (await redirects.find({ source: { $in: sources } }, { maxTimeMS }).toArray()).map(redirectOf);
    },
    async create({ id, ...rest }) {
      await taken(rest.source, () => redirects.insertOne({ _id: id, ...rest }, { maxTimeMS }));
    },
    async update(id, write) {
      const doc = await taken(write.source, () =>
        redirects.findOneAndUpdate({ _id: id }, { $set: write }, { returnDocument: 'after', maxTimeMS }),
      );
      return doc ? redirectOf(doc) : undefined;
    },
    async remove(id) {
      return (await redirects.deleteOne({ _id: id }, { maxTimeMS })).deletedCount > 0;
    },
    async hit(id, count = 1) {
      await redirects.updateOne({ _id: id }, { $inc: { hits: count } }, { maxTimeMS });
    },
    async robots() {
      const doc = await settings.findOne({ _id: 'robots' }, { maxTimeMS });
      return doc ? { text: doc.text, updatedAt: doc.updatedAt } : undefined;
    },
    async saveRobots(value) {
      if (value) await settings.replaceOne({ _id: 'robots' }, value, { upsert: true, maxTimeMS });
      else await settings.deleteOne({ _id: 'robots' }, { maxTimeMS });
    },
    async close() {
      indexes.stop();
      await client.close();
    },
  };
}
