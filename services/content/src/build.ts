import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger, ServiceContext, ServiceParts } from '@portfolio/kit';
import { freshness } from './caching/freshness.ts';
import type { ContentConfig } from './config.ts';
import { seedIfEmpty } from './seed/apply-seed.ts';
import { contentParts } from './service-parts.ts';
import type { ContentStore } from './stores/ports.ts';
import { openSqliteStore } from './stores/sqlite/sqlite-store.ts';

/**
 * MongoDB when MONGO_URL is set (seeded by the seed command), else the embedded SQLite file under DATA_DIR, which
 * loads the sample articles on its first start.
 */
export async function openStore(config: ContentConfig, logger: Logger): Promise<ContentStore> {
  mkdirSync(config.DATA_DIR, { recursive: true });
  const store = openSqliteStore(join(config.DATA_DIR, 'content.sqlite'));
  try {
    await seedIfEmpty(store, config.CONTENT_SEED_DIR, logger);
  } catch (error) {
    await store.close();
    throw error;
  }
  return store;
}

export interface BuildOptions {
  /** The clock (tests move it by hand). */
  now?: () => Date;
  /** A store already open (tests give the MongoDB stand-in's); else openStore's, closed with the service. */
  store?: ContentStore;
}

/** The service's parts over its store: shared by the service's definition and its tests, so they cannot drift. */
export async function buildContent(
  { config, logger, trust }: Pick<ServiceContext<ContentConfig>, 'config' | 'logger' | 'trust'>,
  options: BuildOptions = {},
): Promise<{ parts: ServiceParts; store: ContentStore }> {
  const store = options.store ?? (await openStore(config, logger));
  const deps = {
    logger,
    trust,
    store,
    freshness: freshness(store, config.CONTENT_FRESHNESS_SECONDS * 1000),
    settings: { keepBots: config.CONTENT_KEEP_BOTS, viewRateLimit: config.CONTENT_VIEW_RATE_LIMIT },
    now: options.now ?? (() => new Date()),
    documents: { siteOrigin: config.SITE_ORIGIN, spaIndex: config.SPA_INDEX },
  };
  return { parts: contentParts(deps, options.store ? undefined : () => store.close()), store };
}
