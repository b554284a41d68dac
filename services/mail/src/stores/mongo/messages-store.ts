import { MongoServerError, type Db, type Filter } from 'mongodb';
import {
  messageQueryOf,
  messageSearchOf,
  givenFields,
  type MessageRecord,
  type MessagesStore,
} from '../messages-port.ts';

/** A message as one document; `search` is its texts in search form (see messages-port.ts). */
interface MessageDoc extends Omit<MessageRecord, 'id'> {
  _id: string;
  search: string;
}

const collectionName = 'contact_messages';
const duplicateKey = 11000;

/** A query as a pattern matching exactly its own text: whatever the administrator types is never pattern syntax. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const recordOf = ({ _id, search: _search, ...record }: MessageDoc): MessageRecord => ({ id: _id, ...record });

export interface MongoMessagesStore extends MessagesStore {
  createIndexes(): Promise<void>;
}

/** The messages store on the service's MongoDB database (the database's client closes it). */
export function createMongoMessagesStore(db: Db, timeoutMs: number): MongoMessagesStore {
  const messages = db.collection<MessageDoc>(collectionName);
  const maxTimeMS = timeoutMs;
  return {
    async createIndexes() {
      // The inbox and the archive, newest first; and the unread count of the inbox.
      await messages.createIndex({ archived: 1, receivedAt: -1, _id: -1 }, { name: 'box' });
      await messages.createIndex({ archived: 1, read: 1 }, { name: 'unread' });
    },
    async insert({ id, ...record }) {
      try {
        await messages.insertOne({ _id: id, ...record, search: messageSearchOf(record) });
      } catch (err) {
        if (err instanceof MongoServerError && err.code === duplicateKey)
          throw new Error(`message ${id} exists already`, { cause: err });
        throw err;
      }
    },
    async get(id) {
      const doc = await messages.findOne({ _id: id }, { maxTimeMS });
      return doc ? recordOf(doc) : undefined;
    },
    async list(filter) {
      const q = messageQueryOf(filter.q);
      const query: Filter<MessageDoc> = {
        archived: filter.box === 'archived',
        ...(filter.unread === undefined ? {} : { read: !filter.unread }),
        ...(q ? { search: { $regex: literal(q) } } : {}),
      };
      const [docs, total] = await Promise.all([
        messages
          .find(query, {
            sort: { receivedAt: -1, _id: -1 },
            skip: filter.offset,
            limit: filter.limit,
            projection: { search: 0 },
            maxTimeMS,
          })
          .toArray(),
        messages.countDocuments(query, { maxTimeMS }),
      ]);
      return { records: docs.map((doc) => recordOf(doc as MessageDoc)), total };
    },
    async unreadCount() {
      return messages.countDocuments({ archived: false, read: false }, { maxTimeMS });
    },
    async update(id, patch) {
      // Only the given fields are set, in one write: two patches of one message cannot lose each other's fields.
      const changes = givenFields(patch);
      if (Object.keys(changes).length === 0) {
        const doc = await messages.findOne({ _id: id }, { maxTimeMS });
        return doc ? recordOf(doc) : undefined;
      }
      const doc = await messages.findOneAndUpdate(
        { _id: id },
        { $set: changes },
        { returnDocument: 'after', maxTimeMS },
      );
      return doc ? recordOf(doc) : undefined;
    },
    async delete(id) {
      return (await messages.deleteOne({ _id: id }, { maxTimeMS })).deletedCount === 1;
    },
  };
}
