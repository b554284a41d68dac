import { createLogger, parseConfig, runMain } from '@portfolio/kit';
import { openStoreAsIs } from './build.ts';
import { contentConfigSchema } from './config.ts';
import { upsertSeed } from './seed/apply-seed.ts';
import { readSeed } from './seed/read-seed.ts';

/**
 * Loads the sample articles (CONTENT_SEED_DIR) into the configured store: MongoDB with MONGO_URL, else the
 * embedded file. Idempotent: articles are upserted by id, and one changed after the seed's version is kept.
 * `npm -w services/content run seed`, or in the container: `docker compose exec content node src/seed-command.ts`.
 */
await runMain(async () => {
  const config = parseConfig(contentConfigSchema);
  const logger = createLogger('content-seed', config.LOG_LEVEL);
  const articles = await readSeed(config.CONTENT_SEED_DIR);
  const store = openStoreAsIs(config, logger);
  try {
    const { saved, kept } = await upsertSeed(store, articles);
    logger.info({ saved, kept, dir: config.CONTENT_SEED_DIR }, 'seed articles loaded');
  } finally {
    await store.close();
  }
});
