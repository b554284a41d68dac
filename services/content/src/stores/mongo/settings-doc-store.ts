import { storeMongoClient } from '@portfolio/kit';
import type { SettingsRecord, SettingsStore } from '../settings-port.ts';
import type { MongoStoreOptions } from './mongo-store.ts';

/** The settings as one document under a fixed key. */
type SettingsDoc<T> = SettingsRecord<T> & { _id: string };

const recordOf = <T>({ _id, ...record }: SettingsDoc<T>): SettingsRecord<T> => record;

/**
 * A settings store on MongoDB, in the content store's database (its own client, as each store has): one document
 * `id` of `collection`. A save is one findOneAndUpdate: the settings replaced and the revision counted atomically,
 * two saves never share one.
 */
export function createMongoSettingsDoc<T>(
  options: MongoStoreOptions,
  where: { client: string; collection: string; id: string },
): SettingsStore<T> {
  const client = storeMongoClient(options.url, where.client, options.timeoutMs);
  const settings = client.db(options.dbName).collection<SettingsDoc<T>>(where.collection);
  const maxTimeMS = options.timeoutMs;
  const key = { _id: where.id };
  return {
    async read() {
      const doc = await settings.findOne(key, { maxTimeMS });
      return doc ? recordOf(doc as SettingsDoc<T>) : undefined;
    },
    async revision() {
      const doc = await settings.findOne(key, { projection: { revision: 1 }, maxTimeMS });
      return doc?.revision ?? 0;
    },
    async save(next, updatedAt) {
      const doc = await settings.findOneAndUpdate(
        key,
        { $set: { settings: next, updatedAt } as Partial<SettingsDoc<T>>, $inc: { revision: 1 } },
        { upsert: true, returnDocument: 'after', maxTimeMS },
      );
      return recordOf(doc as SettingsDoc<T>);
    },
    async close() {
      await client.close();
    },
  };
}
