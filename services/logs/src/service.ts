import { defineService } from '@portfolio/kit';
import { createPipeline, openStore } from './build.ts';
import { logsConfigSchema } from './config.ts';
import { recordServerErrors } from './server-errors.ts';
import { logsParts } from './service-parts.ts';

/**
 * The logs service: client error ingestion, the log viewer's API, and the platform's server-error collector
 * (serviceTable.logs.collectsServerErrors). It records its own server errors, and in the single-machine process
 * every mounted service's, in-process; in their own processes the other services forward theirs to its internal
 * ingestion (kit, LOGS_URL).
 */
export const logsService = defineService({
  name: 'logs',
  config: logsConfigSchema,
  async build({ config, logger, trust, lifecycle, neighbours }) {
    const store = await openStore(config, logger);
    const { pump, ingestion, checks } = createPipeline(store, {
      dataDir: config.DATA_DIR,
      spoolMaxBytes: config.LOGS_SPOOL_MAX_BYTES,
      spoolMaxAgeMs: config.LOGS_SPOOL_MAX_AGE_MS,
      foldWindowMs: config.LOGS_FOLD_WINDOW_MS,
      logger,
      dailyQuota: { client: config.LOGS_DAILY_QUOTA_CLIENT, server: config.LOGS_DAILY_QUOTA_SERVER },
      minFreeDiskBytes: config.LOGS_MIN_FREE_DISK_MB * 1024 * 1024,
    });
    lifecycle.checks.push(...checks);
    const stopRecording = recordServerErrors(ingestion, logger);
    const deps = {
      logger,
      trust,
      store,
      ingestion,
      rateLimit: { limit: config.LOGS_RATE_LIMIT, windowMs: config.LOGS_RATE_WINDOW_MS },
      storeTimeoutMs: config.MONGO_TIMEOUT_MS * 2,
      health: {
        self: { name: 'logs' as const, lifecycle },
        ...(neighbours ? { neighbours } : {}),
        urls: config.SERVICE_URLS,
        ...(config.GATEWAY_SECRET ? { gatewaySecret: config.GATEWAY_SECRET } : {}),
        dataDir: config.DATA_DIR,
        backupDir: config.BACKUP_DIR,
      },
    };
    return logsParts(deps, async () => {
      stopRecording();
      await pump.stop();
      await store.close();
    });
  },
});
