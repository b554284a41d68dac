import { storeMongoClient } from '@portfolio/kit';
import type { SeoSettingsRecord, SeoStore } from '../seo-port.ts';
import type { MongoStoreOptions } from './mongo-store.ts';

/** The settings as one document under a fixed key. */
interface SeoDoc extends SeoSettingsRecord {
  _id: 'site';
}

const recordOf = ({ _id, ...record }: SeoDoc): SeoSettingsRecord => record;

/**
 * The settings store on MongoDB, in the content store's database (its own client, as each store has). A save is
 * one findOneAndUpdate: the settings replaced and the revision counted atomically, two saves never share one.
 */
export function createMongoSeoStore(options: MongoStoreOptions): SeoStore {
  const client = storeMongoClient(options.url, 'portfolio-content-seo', options.timeoutMs);
  const settings = client.db(options.dbName).collection<SeoDoc>('content_seo_settings');
  const maxTimeMS = options.timeoutMs;
  return {
    async read() {
      const doc = await settings.findOne({ _id: 'site' }, { maxTimeMS });
      return doc ? recordOf(doc) : undefined;
    },
    async revision() {
      const doc = await settings.findOne({ _id: 'site' }, { projection: { revision: 1 }, maxTimeMS });
      return doc?.revision ?? 0;
    },
    async save(next, updatedAt) {
      const doc = await settings.findOneAndUpdate(
        { _id: 'site' },
        { $set: { settings: next, updatedAt }, $inc: { revision: 1 } },
        { upsert: true, returnDocument: 'after', maxTimeMS },
      );
      return recordOf(doc!);
    },
    async close() {
      await client.close();
    },
  };
}
