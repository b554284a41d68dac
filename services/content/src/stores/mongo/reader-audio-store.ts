import { startIndexBuild, storeMongoClient, type IndexBuild } from '@portfolio/kit';
import type { ReaderAudioRecord, ReaderAudioStore, ReaderAudioSummary } from '../reader-audio-port.ts';
import { storeUnreachable } from './indexes.ts';
import type { MongoStoreOptions } from './mongo-store.ts';

/** A record as one document, keyed by its article and language. */
interface ReaderAudioDoc extends ReaderAudioRecord {
  _id: string;
}

export interface MongoReaderAudioStore extends ReaderAudioStore {
  indexes: IndexBuild;
}

const keyOf = (articleId: string, lang: string) => `${articleId}:${lang}`;
const recordOf = ({ _id, ...record }: ReaderAudioDoc): ReaderAudioRecord => record;

/** The audio store on MongoDB, in the content store's database (its own client, as each store has). */
export function createMongoReaderAudioStore(options: MongoStoreOptions): MongoReaderAudioStore {
  const client = storeMongoClient(options.url, 'portfolio-content-reader-audio', options.timeoutMs);
  const audio = client.db(options.dbName).collection<ReaderAudioDoc>('reader_audio');
  const maxTimeMS = options.timeoutMs;
  // The summaries' order, which the reconciliation reads whole.
  const indexes = startIndexBuild(
    async () => {
      await audio.createIndex({ articleId: 1, lang: 1 }, { name: 'article_lang' });
    },
    { logger: options.logger, isUnreachable: storeUnreachable },
  );
  return {
    indexes,
    async get(articleId, lang) {
      const doc = await audio.findOne({ _id: keyOf(articleId, lang) }, { maxTimeMS });
      return doc ? recordOf(doc) : undefined;
    },
    async put(record) {
      const _id = keyOf(record.articleId, record.lang);
      const before = await audio.findOneAndReplace({ _id }, record, { upsert: true, maxTimeMS });
      return before ? recordOf(before) : undefined;
    },
    async remove(articleId, lang) {
      const before = await audio.findOneAndDelete({ _id: keyOf(articleId, lang) }, { maxTimeMS });
      return before ? recordOf(before) : undefined;
    },
    async summaries() {
      const projection = { _id: 0, articleId: 1, lang: 1, sourceHash: 1, file: 1, bytes: 1 };
      const docs = await audio.find({}, { projection, sort: { articleId: 1, lang: 1 }, maxTimeMS }).toArray();
      return docs as unknown as ReaderAudioSummary[];
    },
    async close() {
      indexes.stop();
      await client.close();
    },
  };
}
