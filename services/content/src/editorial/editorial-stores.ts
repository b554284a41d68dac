import { mkdirSync } from 'node:fs';
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
import type { EditorialStore } from '../stores/editorial-port.ts';
import type { MediaStore } from '../stores/media-port.ts';
import { createMongoEditorialStore } from '../stores/mongo/editorial-store.ts';
import { storeUnreachable } from '../stores/mongo/indexes.ts';
import { createMongoMediaStore } from '../stores/mongo/media-store.ts';
import { createSqliteEditorialStore } from '../stores/sqlite/editorial-store.ts';
import { createSqliteMediaStore } from '../stores/sqlite/media-store.ts';

export interface EditorialStores {
  editorial: EditorialStore;
  /** The media library's records (the editor reads the images an article uses; the media routes the rest). */
  media: MediaStore;
  jobs: JobList;
  close(): Promise<void>;
}

/** The jobs' table (SQLite) or collection (MongoDB), named after the service: services may share a database. */
const jobsName = 'content_jobs';

/**
 * The editor's and the media library's stores beside the content store's: in the same SQLite file (one more
 * connection, shared by the editorial and media tables and the job list), or in the same MongoDB database (MONGO_URL), whose indexes are built in the
 * background with readiness waiting for them.
 */
export function openEditorialStores(config: ContentConfig, logger: Logger, lifecycle?: Lifecycle): EditorialStores {
  if (config.MONGO_URL) {
    const options = { url: config.MONGO_URL, dbName: config.MONGO_DB, timeoutMs: config.MONGO_TIMEOUT_MS, logger };
    const editorial = createMongoEditorialStore(options);
    const media = createMongoMediaStore(options);
    const client = storeMongoClient(config.MONGO_URL, 'portfolio-content-jobs', config.MONGO_TIMEOUT_MS);
    const jobs = createMongoJobList(client.db(config.MONGO_DB), jobsName);
    const jobIndexes = startIndexBuild(() => jobs.createIndexes(), { logger, isUnreachable: storeUnreachable });
    lifecycle?.checks.push(editorial.indexes.readiness, media.indexes.readiness, jobIndexes.readiness);
    return {
      editorial,
      media,
      jobs,
      async close() {
        jobIndexes.stop();
        await Promise.all([editorial.close(), media.close(), client.close()]);
      },
    };
  }
  mkdirSync(config.DATA_DIR, { recursive: true });
  const db = openDatabase(join(config.DATA_DIR, 'content.sqlite'));
  const editorial = createSqliteEditorialStore(db);
  const media = createSqliteMediaStore(db);
  return { editorial, media, jobs: createSqliteJobList(db, jobsName), close: () => editorial.close() };
}
