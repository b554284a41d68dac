import { storeMongoClient } from '@portfolio/kit';
import type { GamesSettingsRecord, GamesSettingsStore } from '../games-port.ts';
import type { MongoStoreOptions } from './mongo-store.ts';

/** The settings as one document under a fixed key. */
interface GamesSettingsDoc extends GamesSettingsRecord {
  _id: 'games';
}

const recordOf = ({ _id, ...record }: GamesSettingsDoc): GamesSettingsRecord => record;

/**
 * The games settings on MongoDB, in the content store's database (its own client, as each store has). A save is
 * one findOneAndUpdate: the settings replaced and the revision counted atomically, two saves never share one.
 */
export function createMongoGamesSettingsStore(options: MongoStoreOptions): GamesSettingsStore {
  const client = storeMongoClient(options.url, 'portfolio-content-games', options.timeoutMs);
  const settings = client.db(options.dbName).collection<GamesSettingsDoc>('content_games_settings');
  const maxTimeMS = options.timeoutMs;
  return {
    async read() {
      const doc = await settings.findOne({ _id: 'games' }, { maxTimeMS });
      return doc ? recordOf(doc) : undefined;
    },
    async revision() {
      const doc = await settings.findOne({ _id: 'games' }, { projection: { revision: 1 }, maxTimeMS });
      return doc?.revision ?? 0;
    },
    async save(next, updatedAt) {
      const doc = await settings.findOneAndUpdate(
        { _id: 'games' },
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
