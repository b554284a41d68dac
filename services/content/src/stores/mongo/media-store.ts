import type { Filter } from 'mongodb';
import { MongoServerError } from 'mongodb';
import { startIndexBuild, storeMongoClient, type IndexBuild } from '@portfolio/kit';
import type { MediaRecord, MediaStore } from '../media-port.ts';
import { mediaQueryOf, mediaSearchOf, patched } from '../media-shared.ts';
import { storeUnreachable } from './indexes.ts';
import type { MongoStoreOptions } from './mongo-store.ts';

/**
 * A record as one document. `search` is its name, alt texts and captions in search form; `revision` counts its
 * writes, so that an update computed from what it read lands only if nothing changed in between.
 */
interface MediaDoc extends Omit<MediaRecord, 'id'> {
  _id: string;
  search: string;
  revision: number;
}

export interface MongoMediaStore extends MediaStore {
  indexes: IndexBuild;
}

const collectionName = 'media';
const duplicateKey = 11000;
/** How often an update retries when another write to the same image came first (a few at most in practice). */
const updateAttempts = 5;
const bookkeeping = { search: 0, revision: 0 } as const;

/** A query as a pattern matching exactly its own text: whatever the administrator types is never pattern syntax. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const recordOf = ({ _id, search: _search, revision: _revision, ...record }: MediaDoc): MediaRecord => ({
  id: _id,
  ...record,
});

/** The media store on MongoDB, in the content store's database (its own client, as each store has). */
export function createMongoMediaStore(options: MongoStoreOptions): MongoMediaStore {
  const client = storeMongoClient(options.url, 'portfolio-content-media', options.timeoutMs);
  const media = client.db(options.dbName).collection<MediaDoc>(collectionName);
  const maxTimeMS = options.timeoutMs;
  // The library's one list: newest first, then by id.
  const indexes = startIndexBuild(
    async () => {
      await media.createIndex({ createdAt: -1, _id: 1 }, { name: 'recent' });
    },
    {
      logger: options.logger,
      isUnreachable: storeUnreachable,
    },
  );

  return {
    indexes,
    async insert({ id, ...record }) {
      try {
        await media.insertOne({ _id: id, ...record, search: mediaSearchOf(record), revision: 0 });
      } catch (err) {
        if (err instanceof MongoServerError && err.code === duplicateKey)
          throw new Error(`media ${id} exists already`, { cause: err });
        throw err;
      }
    },
    async get(id) {
      const doc = await media.findOne({ _id: id }, { maxTimeMS });
      return doc ? recordOf(doc) : undefined;
    },
    async getMany(ids) {
      if (ids.length === 0) return [];
      return (await media.find({ _id: { $in: [...ids] } }, { maxTimeMS }).toArray()).map(recordOf);
    },
    async list(filter) {
      const q = mediaQueryOf(filter.q);
      const query: Filter<MediaDoc> = {
        ...(q ? { search: { $regex: literal(q) } } : {}),
        ...(filter.excludeIds && filter.excludeIds.length > 0 ? { _id: { $nin: [...filter.excludeIds] } } : {}),
      };
      const [docs, total] = await Promise.all([
        media
          .find(query, {
            sort: { createdAt: -1, _id: 1 },
            skip: filter.offset,
            limit: filter.limit,
            projection: bookkeeping,
            maxTimeMS,
          })
          .toArray(),
        media.countDocuments(query, { maxTimeMS }),
      ]);
      return { records: docs.map((doc) => recordOf(doc as MediaDoc)), total };
    },
    async update(id, patch) {
      for (let attempt = 0; attempt < updateAttempts; attempt += 1) {
        const doc = await media.findOne({ _id: id }, { maxTimeMS });
        if (!doc) return undefined;
        const updated = patched(recordOf(doc), patch);
        const { alt, caption, focal } = updated;
        const { matchedCount } = await media.updateOne(
          { _id: id, revision: doc.revision },
          { $set: { alt, caption, focal, search: mediaSearchOf(updated), revision: doc.revision + 1 } },
          { maxTimeMS },
        );
        if (matchedCount === 1) return updated;
      }
      throw new Error(`media ${id} kept changing while it was updated`);
    },
    async delete(id) {
      return (await media.deleteOne({ _id: id }, { maxTimeMS })).deletedCount === 1;
    },
    async close() {
      indexes.stop();
      await client.close();
    },
  };
}
