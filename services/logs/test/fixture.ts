import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import {
  assembleService,
  createLifecycle,
  createLogger,
  openDatabase,
  trustedProxies,
  type Lifecycle,
  type Logger,
  type Pump,
} from '@portfolio/kit';
import type { ServiceName } from '@portfolio/contracts';
import { listen, testGatewaySecret } from '@portfolio/testing';
import { createPipeline } from '../src/build.ts';
import type { DailyQuota, Ingestion } from '../src/ingest/ingestion.ts';
import { logsParts } from '../src/service-parts.ts';
import type { LogStore } from '../src/store/ports.ts';
import { createSqliteStore } from '../src/store/sqlite-store.ts';

export const silent = createLogger('logs-test', 'silent');
const dayMs = 86_400_000;

/** Occurrences kept per issue by the stores the tests open, unless a test asks for another number. */
export const testMaxOccurrencesPerIssue = 100;

export const sqliteStoreIn = (
  dir: string,
  retentionMs = 30 * dayMs,
  maxOccurrencesPerIssue = testMaxOccurrencesPerIssue,
) =>
  createSqliteStore(openDatabase(join(dir, 'logs.sqlite')), {
    retentionMs,
    dedupeMs: 4 * dayMs,
    maxOccurrencesPerIssue,
  });

export interface LogsOptions {
  /** Folder holding the SQLite file and the spool; a fresh temporary one by default. */
  dir?: string;
  /** Another store (MongoDB); the embedded SQLite store under `dir` by default. */
  store?: LogStore;
  /** Front proxies whose forwarding headers are believed: loopback by default, so tests can name a client. */
  trust?: string[];
  /** GATEWAY_SECRET: the test one by default (`asAdmin` carries it); `null` for none. */
  gatewaySecret?: string | null;
  rateLimit?: { limit: number; windowMs: number };
  foldWindowMs?: number;
  /** Entries accepted per UTC day by source; unlimited by default. */
  dailyQuota?: DailyQuota;
  /** Readiness floor of free disk space; none by default. */
  minFreeDiskBytes?: number;
  /** Where the app logs (silent unless a test reads the lines). */
  logger?: Logger;
  /** The other services' addresses for the health report (SERVICE_URLS); none by default. */
  serviceUrls?: Partial<Record<ServiceName, string>>;
  /** The backup folder the health report reads; `<dir>/backups` by default. */
  backupDir?: string;
}

export interface RunningLogs {
  url: string;
  dir: string;
  store: LogStore;
  pump: Pump;
  ingestion: Ingestion;
  lifecycle: Lifecycle;
  /** Moves everything spooled into the store now. */
  flush(): Promise<number>;
  /** Stops the server, the pump (a last flush) and the store. */
  close(): Promise<void>;
  /** Stops with the store gone first, so what was spooled stays on disk unstored, as after a crash. */
  crash(): Promise<void>;
}

const tempDirs: string[] = [];
export function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'logs-test-'));
  tempDirs.push(dir);
  return dir;
}
export const removeTempDirs = () => {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
};

/**
 * The logs service over real parts (SQLite file, on-disk spool, pump), assembled by kit as the service is, served
 * on a free loopback port.
 */
export async function startLogs(options: LogsOptions = {}): Promise<RunningLogs> {
  const dir = options.dir ?? tempDir();
  const store = options.store ?? sqliteStoreIn(dir);
  // A long pump interval: tests flush when they want to read, so nothing depends on timing.
  const { pump, ingestion, checks } = createPipeline(store, {
    dataDir: dir,
    spoolMaxBytes: 8 * 1024 * 1024,
    spoolMaxAgeMs: 3 * dayMs,
    foldWindowMs: options.foldWindowMs ?? 10_000,
    logger: silent,
    pumpIntervalMs: 60_000,
    ...(options.dailyQuota ? { dailyQuota: options.dailyQuota } : {}),
    ...(options.minFreeDiskBytes ? { minFreeDiskBytes: options.minFreeDiskBytes } : {}),
  });
  const logger = options.logger ?? silent;
  const trust = trustedProxies(
    options.trust ?? ['127.0.0.1'],
    options.gatewaySecret === null ? undefined : (options.gatewaySecret ?? testGatewaySecret),
  );
  const lifecycle = createLifecycle(checks);
  const parts = logsParts({
    logger,
    trust,
    store,
    ingestion,
    rateLimit: options.rateLimit ?? { limit: 10_000, windowMs: 60_000 },
    storeTimeoutMs: 2000,
    health: {
      self: { name: 'logs', lifecycle },
      urls: options.serviceUrls ?? {},
      gatewaySecret: testGatewaySecret,
      dataDir: dir,
      backupDir: options.backupDir ?? join(dir, 'backups'),
    },
  });
  const served = await listen(assembleService('logs', parts, { logger, trust, lifecycle }).handle);
  let closed = false;
  return {
    url: served.url,
    dir,
    store,
    pump,
    ingestion,
    lifecycle,
    flush: () => pump.flush(),
    async close() {
      if (closed) return;
      closed = true;
      await served.close();
      await pump.stop();
      await store.close();
    },
    async crash() {
      closed = true;
      await served.close();
      await store.close();
      // Its last flush fails against the closed store: the records stay in the spool.
      await pump.stop();
    },
  };
}

/** One logs app for the enclosing describe block. */
export function useLogs(options: LogsOptions = {}): () => RunningLogs {
  let logs: RunningLogs | undefined;
  beforeAll(async () => {
    logs = await startLogs(options);
  });
  afterAll(async () => {
    await logs?.close();
    removeTempDirs();
  });
  return () => logs!;
}
