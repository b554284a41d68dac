import { join } from 'node:path';
import type Koa from 'koa';
import {
  createLifecycle,
  createLogger,
  openDatabase,
  Spool,
  startPump,
  trustedProxies,
  type Lifecycle,
  type Pump,
} from '@portfolio/kit';
import { createApp } from './app.ts';
import type { LogsConfig } from './config.ts';
import { createIngestion } from './ingest/ingestion.ts';
import { recordServerErrors } from './server-errors.ts';
import { createMongoStore } from './store/mongo-store.ts';
import type { LogStore, OccurrenceRecord } from './store/ports.ts';
import { createSqliteStore } from './store/sqlite-store.ts';

export interface BuiltLogs {
  app: Koa;
  lifecycle: Lifecycle;
  pump: Pump;
  close(): Promise<void>;
}

const dayMs = 86_400_000;

/** MongoDB when MONGO_URL is set, else the embedded SQLite file under DATA_DIR. */
function openStore(config: LogsConfig): LogStore {
  const retentionMs = config.LOGS_RETENTION_DAYS * dayMs;
  // A record can wait in the spool up to its maximum age; its id must be remembered at least that long.
  const dedupeMs = config.LOGS_SPOOL_MAX_AGE_MS + dayMs;
  if (config.MONGO_URL) {
    return createMongoStore({
      url: config.MONGO_URL,
      dbName: config.MONGO_DB,
      retentionMs,
      dedupeMs,
      timeoutMs: config.MONGO_TIMEOUT_MS,
    });
  }
  return createSqliteStore(openDatabase(join(config.DATA_DIR, 'logs.sqlite')), { retentionMs, dedupeMs });
}

/**
 * Builds the logs service from its configuration: shared by its own process and the single-machine process.
 * Ingestion appends to the spool and answers once the entries are on disk; the pump moves them to the store.
 */
export function buildLogs(config: LogsConfig): BuiltLogs {
  const logger = createLogger('logs', config.LOG_LEVEL);
  const store = openStore(config);
  const spool = new Spool<OccurrenceRecord>({
    dir: join(config.DATA_DIR, 'spool', 'logs'),
    maxBytes: config.LOGS_SPOOL_MAX_BYTES,
    maxAgeMs: config.LOGS_SPOOL_MAX_AGE_MS,
    logger,
  });
  const pump = startPump(spool, (records) => store.record(records), { logger });
  const ingestion = createIngestion(spool, config.LOGS_FOLD_WINDOW_MS);
  // Ingestion keeps working while the store is away, so the store's state is reported, not made a condition.
  const lifecycle = createLifecycle([
    { name: 'spool', check: async () => ({ storeReachable: pump.storeReachable(), ...spool.stats() }) },
  ]);
  const app = createApp({
    logger,
    lifecycle,
    trust: trustedProxies(config.TRUSTED_PROXIES),
    store,
    ingestion,
    rateLimit: { limit: config.LOGS_RATE_LIMIT, windowMs: config.LOGS_RATE_WINDOW_MS },
    storeTimeoutMs: config.MONGO_TIMEOUT_MS * 2,
  });
  const stopRecording = recordServerErrors(ingestion, logger);
  return {
    app,
    lifecycle,
    pump,
    async close() {
      stopRecording();
      await pump.stop();
      await store.close();
    },
  };
}
