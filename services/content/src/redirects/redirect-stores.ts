import { join } from 'node:path';
import { openDatabase, type Lifecycle, type Logger } from '@portfolio/kit';
import type { ContentConfig } from '../config.ts';
import { createMongoRedirectStore } from './mongo-redirects-store.ts';
import type { RedirectStore } from './redirects-port.ts';
import { createSqliteRedirectStore } from './sqlite-redirects-store.ts';

/** The redirects' store beside the content store's: in its SQLite file, or its MongoDB database (MONGO_URL). */
export function openRedirectStore(config: ContentConfig, logger: Logger, lifecycle?: Lifecycle): RedirectStore {
  if (config.MONGO_URL) {
    const options = { url: config.MONGO_URL, dbName: config.MONGO_DB, timeoutMs: config.MONGO_TIMEOUT_MS, logger };
    const store = createMongoRedirectStore(options);
    lifecycle?.checks.push(store.indexes.readiness);
    return store;
  }
  return createSqliteRedirectStore(openDatabase(join(config.DATA_DIR, 'content.sqlite')));
}
