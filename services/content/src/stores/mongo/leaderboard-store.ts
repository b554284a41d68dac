import { MongoServerError } from 'mongodb';
import { startIndexBuild, storeMongoClient, type IndexBuild } from '@portfolio/kit';
import type { GameId } from '@portfolio/contracts';
import type { LeaderboardRecord, LeaderboardStore, ScoreOrder } from '../games-port.ts';
import { storeUnreachable } from './indexes.ts';
import type { MongoStoreOptions } from './mongo-store.ts';

/** An entry as one document keyed by its id; a removed one stays, nickname blanked, so that its run stays spent. */
interface EntryDoc extends Omit<LeaderboardRecord, 'id'> {
  _id: string;
  removed: boolean;
}

export interface MongoLeaderboardStore extends LeaderboardStore {
  indexes: IndexBuild;
}

const duplicateKey = 11000;
const recordOf = ({ _id, removed: _removed, ...entry }: EntryDoc): LeaderboardRecord => ({ id: _id, ...entry });
const sortOf = (order: ScoreOrder) => ({ score: order === 'highest' ? -1 : 1, durationMs: 1, at: 1, _id: 1 }) as const;

/** The boards on MongoDB, in the content store's database (its own client, as each store has). */
export function createMongoLeaderboardStore(options: MongoStoreOptions): MongoLeaderboardStore {
  const client = storeMongoClient(options.url, 'portfolio-content-leaderboard', options.timeoutMs);
  const entries = client.db(options.dbName).collection<EntryDoc>('leaderboard_entries');
  const maxTimeMS = options.timeoutMs;
  // The token id's uniqueness is what refuses a run used twice; the others serve the boards' two orders.
  const indexes = startIndexBuild(
    async () => {
      await entries.createIndex({ tokenId: 1 }, { name: 'token', unique: true });
      await entries.createIndex({ game: 1, removed: 1, score: 1, durationMs: 1 }, { name: 'rank' });
      await entries.createIndex({ game: 1, removed: 1, at: -1 }, { name: 'newest' });
    },
    { logger: options.logger, isUnreachable: storeUnreachable },
  );
  const live = (game: GameId) => ({ game, removed: false }) as const;
  return {
    indexes,
    async add({ id, ...entry }) {
      try {
        await entries.insertOne({ _id: id, ...entry, removed: false }, { maxTimeMS });
        return true;
      } catch (err) {
        if (err instanceof MongoServerError && err.code === duplicateKey) return false;
        throw err;
      }
    },
    async best(game, order, limit) {
      const docs = await entries.find(live(game), { sort: sortOf(order), limit, maxTimeMS }).toArray();
      return docs.map(recordOf);
    },
    async better(game, order, score, durationMs) {
      const beats = order === 'highest' ? { $gt: score } : { $lt: score };
      const filter = { ...live(game), $or: [{ score: beats }, { score, durationMs: { $lt: durationMs } }] };
      return entries.countDocuments(filter, { maxTimeMS });
    },
    async count(game) {
      return entries.countDocuments(live(game), { maxTimeMS });
    },
    async newest(game, offset, limit) {
      const sort = { at: -1, _id: -1 } as const;
      const docs = await entries.find(live(game), { sort, skip: offset, limit, maxTimeMS }).toArray();
      return docs.map(recordOf);
    },
    async remove(game, id) {
      const result = await entries.updateOne(
        { _id: id, ...live(game) },
        { $set: { removed: true, nickname: '' } },
        { maxTimeMS },
      );
      return result.modifiedCount === 1;
    },
    async close() {
      indexes.stop();
      await client.close();
    },
  };
}
