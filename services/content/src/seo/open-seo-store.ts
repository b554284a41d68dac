import { join } from 'node:path';
import type { Logger } from '@portfolio/kit';
import type { ContentConfig } from '../config.ts';
import { createMongoSeoStore } from '../stores/mongo/seo-store.ts';
import type { SeoStore } from '../stores/seo-port.ts';
import { openSqliteSeoStore } from '../stores/sqlite/seo-store.ts';

/** The SEO settings' store beside the content store's: in its SQLite file, or its MongoDB database (MONGO_URL). */
export function openSeoStore(config: ContentConfig, logger: Logger): SeoStore {
  if (config.MONGO_URL) {
    return createMongoSeoStore({
      url: config.MONGO_URL,
      dbName: config.MONGO_DB,
      timeoutMs: config.MONGO_TIMEOUT_MS,
      logger,
    });
  }
  return openSqliteSeoStore(join(config.DATA_DIR, 'content.sqlite'));
}
