import { statfs } from 'node:fs/promises';
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
  type Logger,
  type Pump,
} from '@portfolio/kit';
import { createApp } from './app.ts';
import type { LogsConfig } from './config.ts';
import { createIngestion, type DailyQuota } from './ingest/ingestion.ts';
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
  const maxOccurrencesPerIssue = config.LOGS_MAX_OCCURRENCES_PER_ISSUE;
  if (config.MONGO_URL) {
    return createMongoStore({
      url: config.MONGO_URL,
      dbName: config.MONGO_DB,
      retentionMs,
      dedupeMs,
      timeoutMs: config.MONGO_TIMEOUT_MS,
      maxOccurrencesPerIssue,
    });
  }
  return createSqliteStore(openDatabase(join(config.DATA_DIR, 'logs.sqlite')), {
    retentionMs,
    dedupeMs,
    maxOccurrencesPerIssue,
  });
}

export interface PipelineOptions {
  /** The spool lives under `<dataDir>/spool/logs`. */
  dataDir: string;
  spoolMaxBytes: number;
  spoolMaxAgeMs: number;
  foldWindowMs: number;
  logger: Logger;
  /** How often the pump empties the spool; the pump's default unless set. */
  pumpIntervalMs?: number;
  /** Entries accepted per UTC day by source; unlimited unless set. */
  dailyQuota?: DailyQuota;
  /** Readiness fails below this much free space on the data folder's disk; 0 (never) unless set. */
  minFreeDiskBytes?: number;
}

/**
 * Free space where the spool and the SQLite file grow, as readiness reports it: below the floor the service is
 * taken out of rotation before a full disk fails the writes it has already acknowledged.
 */
function diskCheck(dataDir: string, floorBytes: number) {
  return async () => {
    const disk = await statfs(dataDir);
    const freeBytes = disk.bavail * disk.bsize;
    return { ok: freeBytes >= floorBytes, freeBytes, floorBytes };
  };
}

/**
 * The path of an accepted entry: ingestion appends to the spool and answers once the entries are on disk; the
 * pump moves them to the store. Readiness reports the store's state rather than depending on it, because
 * ingestion keeps working while the store is away. Shared by the service and its tests, so they cannot drift.
 */
export function createPipeline(store: LogStore, options: PipelineOptions) {
  const { logger } = options;
  const spool = new Spool<OccurrenceRecord>({
    dir: join(options.dataDir, 'spool', 'logs'),
    maxBytes: options.spoolMaxBytes,
    maxAgeMs: options.spoolMaxAgeMs,
    logger,
  });
  const pump = startPump(spool, (records) => store.record(records), {
    logger,
    ...(options.pumpIntervalMs ? { intervalMs: options.pumpIntervalMs } : {}),
  });
  const ingestion = createIngestion(spool, options.foldWindowMs, options.dailyQuota);
  const lifecycle = createLifecycle([
    { name: 'spool', check: async () => ({ storeReachable: pump.storeReachable(), ...spool.stats() }) },
    { name: 'disk', check: diskCheck(options.dataDir, options.minFreeDiskBytes ?? 0) },
  ]);
  return { pump, ingestion, lifecycle };
}

/** Builds the logs service from its configuration: shared by its own process and the single-machine process. */
export function buildLogs(config: LogsConfig): BuiltLogs {
  const logger = createLogger('logs', config.LOG_LEVEL);
  const store = openStore(config);
  const { pump, ingestion, lifecycle } = createPipeline(store, {
    dataDir: config.DATA_DIR,
    spoolMaxBytes: config.LOGS_SPOOL_MAX_BYTES,
    spoolMaxAgeMs: config.LOGS_SPOOL_MAX_AGE_MS,
    foldWindowMs: config.LOGS_FOLD_WINDOW_MS,
    logger,
    dailyQuota: { client: config.LOGS_DAILY_QUOTA_CLIENT, server: config.LOGS_DAILY_QUOTA_SERVER },
    minFreeDiskBytes: config.LOGS_MIN_FREE_DISK_MB * 1024 * 1024,
  });
  const app = createApp({
    logger,
    lifecycle,
    trust: trustedProxies(config.TRUSTED_PROXIES, config.GATEWAY_SECRET),
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
