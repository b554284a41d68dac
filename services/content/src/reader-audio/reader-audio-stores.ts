import { join } from 'node:path';
import {
  createMongoJobList,
  createSqliteJobList,
  openDatabase,
  startIndexBuild,
  storeMongoClient,
  type JobList,
  type Lifecycle,
  type Logger,
} from '@portfolio/kit';
import type { ContentConfig } from '../config.ts';
import { storeUnreachable } from '../stores/mongo/indexes.ts';
import { createMongoReaderAudioStore } from '../stores/mongo/reader-audio-store.ts';
import type { ReaderAudioStore } from '../stores/reader-audio-port.ts';
import { createSqliteReaderAudioStore } from '../stores/sqlite/reader-audio-store.ts';

export interface ReaderAudioStores {
  records: ReaderAudioStore;
  /**
   * The generations to run: a list of their own, apart from the scheduled publications', so that a long article
   * being spoken never holds a publication back, and a generation's lease can be as long as speaking takes.
   */
  jobs: JobList;
  close(): Promise<void>;
}

const jobsName = 'content_audio_jobs';

/** The audio records and jobs beside the content store's: in its SQLite file, or its MongoDB database. */
export function openReaderAudioStores(config: ContentConfig, logger: Logger, lifecycle?: Lifecycle): ReaderAudioStores {
  if (config.MONGO_URL) {
    const options = { url: config.MONGO_URL, dbName: config.MONGO_DB, timeoutMs: config.MONGO_TIMEOUT_MS, logger };
    const records = createMongoReaderAudioStore(options);
    const client = storeMongoClient(config.MONGO_URL, 'portfolio-content-audio-jobs', config.MONGO_TIMEOUT_MS);
    const jobs = createMongoJobList(client.db(config.MONGO_DB), jobsName);
    const jobIndexes = startIndexBuild(() => jobs.createIndexes(), { logger, isUnreachable: storeUnreachable });
    lifecycle?.checks.push(records.indexes.readiness, jobIndexes.readiness);
    return {
      records,
      jobs,
      async close() {
        jobIndexes.stop();
        await Promise.all([records.close(), client.close()]);
      },
    };
  }
  const db = openDatabase(join(config.DATA_DIR, 'content.sqlite'));
  const records = createSqliteReaderAudioStore(db);
  return { records, jobs: createSqliteJobList(db, jobsName), close: () => records.close() };
}
