import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Lifecycle, Logger } from '@portfolio/kit';
import type { ContentConfig } from '../config.ts';
import { createMongoSiteContentStore } from '../stores/mongo/site-content-store.ts';
import type { SiteContentStore } from '../stores/site-content-port.ts';
import { openSqliteSiteContentStore } from '../stores/sqlite/site-content-store.ts';
import { documentFolderIn, openDocumentFolder, type DocumentFolder } from './document-folder.ts';
import { seedState } from './seed.ts';
import { siteContent, type SiteContent } from './site-content.ts';

export interface OpenSiteContent {
  site: SiteContent;
  folder: DocumentFolder;
  close(): Promise<void>;
}

/** The site content store: in MongoDB when MONGO_URL is set (indexes awaited by readiness), else the SQLite file. */
function openStore(config: ContentConfig, logger: Logger, lifecycle?: Lifecycle): SiteContentStore {
  if (config.MONGO_URL) {
    const store = createMongoSiteContentStore({
      url: config.MONGO_URL,
      dbName: config.MONGO_DB,
      timeoutMs: config.MONGO_TIMEOUT_MS,
      logger,
    });
    lifecycle?.checks.push(store.indexes.readiness);
    return store;
  }
  mkdirSync(config.DATA_DIR, { recursive: true });
  return openSqliteSiteContentStore(join(config.DATA_DIR, 'content.sqlite'));
}

/**
 * The home page's content (#19): its store, its PDFs' folder under DATA_DIR (the seed's put there first) and its
 * operations. Neither adapter needs seeding: until the first write the seed (seed.ts) stands in for the state.
 */
export async function openSiteContent(
  config: ContentConfig,
  logger: Logger,
  now: () => Date,
  lifecycle?: Lifecycle,
): Promise<OpenSiteContent> {
  const folder = await openDocumentFolder(documentFolderIn(config.DATA_DIR));
  const seed = await seedState(folder);
  const store = openStore(config, logger, lifecycle);
  return { site: siteContent({ store, folder, seed, now }), folder, close: () => store.close() };
}
