import { MongoServerError, type Db, type Filter } from 'mongodb';
import {
  noCounts,
  SubscriberExists,
  subscriberQueryOf,
  type SubscriberFilter,
  type SubscriberRecord,
  type SubscribersStore,
} from '../subscribers-port.ts';

/**
 * A subscriber as one document, its id as `_id`. `searchEmail` and `searchName` are the address and first name in
 * search form (the SQLite adapter's `search` column, in two fields so an update of the name needs no read first).
 */
interface SubscriberDoc extends Omit<SubscriberRecord, 'id'> {
  _id: string;
  searchEmail: string;
  searchName: string;
}

const collectionName = 'subscribers';
const duplicateKey = 11000;
const bookkeeping = { searchEmail: 0, searchName: 0 } as const;

/** A query as a pattern matching exactly its own text: whatever the administrator types is never pattern syntax. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const searchForm = (text: string) => text.normalize('NFKC').toLowerCase();

const recordOf = ({ _id, searchEmail: _email, searchName: _name, ...record }: SubscriberDoc): SubscriberRecord => ({
  id: _id,
  ...record,
});

export interface MongoSubscribersStore extends SubscribersStore {
  /** The unique address key and the indexes the lists read in order. */
  createIndexes(): Promise<void>;
}

/** The subscribers collection in the service's MongoDB database. */
export function createMongoSubscribersStore(db: Db, maxTimeMS: number): MongoSubscribersStore {
  const subscribers = db.collection<SubscriberDoc>(collectionName);
  const othersOf = (filter: SubscriberFilter): Filter<SubscriberDoc> => {
    const q = subscriberQueryOf(filter.q);
    const pattern = { $regex: literal(q) };
    return {
      ...(filter.language ? { language: filter.language } : {}),
      ...(q ? { $or: [{ searchEmail: pattern }, { searchName: pattern }] } : {}),
    };
  };
  const matching = (filter: SubscriberFilter): Filter<SubscriberDoc> => ({
    ...othersOf(filter),
    ...(filter.status ? { status: filter.status } : {}),
  });
  const newestFirst = { createdAt: -1, _id: 1 } as const;

  return {
    async createIndexes() {
      await subscribers.createIndex({ key: 1 }, { name: 'address', unique: true });
      await subscribers.createIndex(newestFirst, { name: 'recent' });
      await subscribers.createIndex({ status: 1, _id: 1 }, { name: 'status' });
      await subscribers.createIndex({ unsubscribedAt: 1 }, { name: 'unsubscribed' });
    },
    async insert({ id, ...record }) {
      try {
        await subscribers.insertOne({
          _id: id,
          ...record,
          searchEmail: searchForm(record.email),
          searchName: searchForm(record.firstName),
        });
      } catch (err) {
        if (err instanceof MongoServerError && err.code === duplicateKey)
          throw new SubscriberExists(record.key, { cause: err });
        throw err;
      }
    },
    async get(id) {
      const doc = await subscribers.findOne({ _id: id }, { maxTimeMS });
      return doc ? recordOf(doc) : undefined;
    },
    async getByKey(key) {
      const doc = await subscribers.findOne({ key }, { maxTimeMS });
      return doc ? recordOf(doc) : undefined;
    },
    async getByKeys(keys) {
      if (keys.length === 0) return [];
      return (await subscribers.find({ key: { $in: [...keys] } }, { maxTimeMS }).toArray()).map(recordOf);
    },
    async update(id, patch, condition = {}) {
      const set: Partial<SubscriberDoc> = {};
      for (const [field, value] of Object.entries(patch)) {
        if (value !== undefined) Object.assign(set, { [field]: value });
      }
      if (patch.firstName !== undefined) set.searchName = searchForm(patch.firstName);
      const filter: Filter<SubscriberDoc> = {
        _id: id,
        ...(condition.nonce !== undefined ? { nonce: condition.nonce } : {}),
        ...(condition.statusIn !== undefined ? { status: { $in: [...condition.statusIn] } } : {}),
      };
      const doc =
        Object.keys(set).length === 0
          ? await subscribers.findOne(filter, { maxTimeMS })
          : await subscribers.findOneAndUpdate(filter, { $set: set }, { returnDocument: 'after', maxTimeMS });
      return doc ? recordOf(doc) : undefined;
    },
    async list({ offset, limit, ...filter }) {
      const query = matching(filter);
      const [docs, total, grouped] = await Promise.all([
        subscribers
          .find(query, { sort: newestFirst, skip: offset, limit, projection: bookkeeping, maxTimeMS })
          .toArray(),
        subscribers.countDocuments(query, { maxTimeMS }),
        subscribers
          .aggregate<{ _id: SubscriberRecord['status']; n: number }>(
            [{ $match: othersOf(filter) }, { $group: { _id: '$status', n: { $sum: 1 } } }],
            { maxTimeMS },
          )
          .toArray(),
      ]);
      const counts = noCounts();
      for (const group of grouped) counts[group._id] = group.n;
      return { records: docs.map((doc) => recordOf(doc as SubscriberDoc)), total, counts };
    },
    async all(filter) {
      const docs = await subscribers
        .find(matching(filter), { sort: newestFirst, projection: bookkeeping, maxTimeMS })
        .toArray();
      return docs.map((doc) => recordOf(doc as SubscriberDoc));
    },
    async delete(id) {
      return (await subscribers.deleteOne({ _id: id }, { maxTimeMS })).deletedCount === 1;
    },
    async confirmed(afterId, limit) {
      const docs = await subscribers
        .find(
          { status: 'confirmed', ...(afterId !== undefined ? { _id: { $gt: afterId } } : {}) },
          { sort: { _id: 1 }, limit, projection: bookkeeping, maxTimeMS },
        )
        .toArray();
      return docs.map((doc) => recordOf(doc as SubscriberDoc));
    },
    async unsubscribedSince(since) {
      const docs = await subscribers
        .find({ unsubscribedAt: { $gte: since } }, { sort: { _id: 1 }, projection: { _id: 1 }, maxTimeMS })
        .toArray();
      return docs.map((doc) => doc._id);
    },
  };
}
