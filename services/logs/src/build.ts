import { statfs } from 'node:fs/promises';
import { join } from 'node:path';
import { Spool, startPump, type Logger, type ReadinessCheck } from '@portfolio/kit';
import type { LogsConfig } from './config.ts';
import { createIngestion, type DailyQuota } from './ingest/ingestion.ts';
import { createMongoStore } from './store/mongo-store.ts';
import type { LogStore, OccurrenceRecord } from './store/ports.ts';
import { openThreadedSqliteStore } from './store/sqlite-threaded.ts';

const dayMs = 86_400_000;

/** MongoDB when MONGO_URL is set, else the embedded SQLite file under DATA_DIR (record writes on their own thread). */
export async function openStore(config: LogsConfig, logger: Logger): Promise<LogStore> {
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
      logger,
    });
  }
  return openThreadedSqliteStore(
    join(config.DATA_DIR, 'logs.sqlite'),
    { retentionMs, dedupeMs, maxOccurrencesPerIssue },
    logger,
  );
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
 * ingestion keeps working while the store is away; `checks` are for the service's lifecycle. Shared by the service
 * and its tests, so they cannot drift.
 */
export function createPipeline(store: LogStore, options: PipelineOptions) {
  const { logger } = options;
  const recordLines = store.recordLines?.bind(store);
  const spool = new Spool<OccurrenceRecord>({
    dir: join(options.dataDir, 'spool', 'logs'),
    maxBytes: options.spoolMaxBytes,
    maxAgeMs: options.spoolMaxAgeMs,
    // A store that parses the lines on its own thread (the embedded one) spares the event loop the objects.
    holdLines: recordLines !== undefined,
    logger,
  });
  const pump = startPump(spool, (records) => store.record(records), {
    logger,
    ...(recordLines ? { storeLines: recordLines } : {}),
    ...(options.pumpIntervalMs ? { intervalMs: options.pumpIntervalMs } : {}),
  });
  const ingestion = createIngestion(spool, options.foldWindowMs, options.dailyQuota);
  const checks: ReadinessCheck[] = [
    { name: 'spool', check: async () => ({ storeReachable: pump.storeReachable(), ...spool.stats() }) },
    { name: 'disk', check: diskCheck(options.dataDir, options.minFreeDiskBytes ?? 0) },
    // MongoDB's indexes are built at start-up, before the service takes traffic, never inside a request.
    ...(store.indexes ? [store.indexes.readiness] : []),
  ];
  return { pump, ingestion, checks };
}
