import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { createLogger } from '@portfolio/kit';
import { mongoForTests } from '@portfolio/testing';
import type { PageviewEvent, SessionEvent } from '../src/events.ts';
import { calendar } from '../src/stats/calendar.ts';
import { resolveRange } from '../src/stats/range.ts';
import { createMongoStore } from '../src/stores/mongo/mongo-store.ts';
import type { AnalyticsStore, StatsRequest } from '../src/stores/ports.ts';
import { openSqliteStore } from '../src/stores/sqlite/sqlite-store.ts';

const silent = createLogger('analytics-store-test', 'silent');
export const t0 = Date.parse('2026-03-10T10:00:00Z');
const minute = 60_000;
export const at = (minutes: number) => t0 + minutes * minute;

export const visitorHash = (name: string) => createHash('sha256').update(name).digest('base64url').slice(0, 22);

export const sessionEvent = (overrides: Partial<SessionEvent> = {}): SessionEvent => ({
  kind: 'session',
  at: t0,
  sessionId: 'contract-session-1',
  visitor: visitorHash('visitor-1'),
  priorVisitor: null,
  browser: 'Firefox',
  os: 'Linux',
  device: 'Desktop',
  country: 'FR',
  language: 'fr-FR',
  landingPage: '/',
  referrer: '',
  referrerHost: '',
  ...overrides,
});

let pageviewCount = 0;
export const pageviewEvent = (overrides: Partial<PageviewEvent> = {}): PageviewEvent => ({
  ...sessionEvent(),
  kind: 'pageview',
  id: `contract-pv-${++pageviewCount}`,
  path: '/',
  source: 'Direct / None',
  utm: {},
  timing: null,
  ...overrides,
});

/** A stats request over `from`..`to` (default: the day of t0) in the given time zone. */
export function statsRequest(
  overrides: { from?: string; to?: string; timeZone?: string; limit?: number; activeSince?: number } = {},
): StatsRequest {
  const cal = calendar(overrides.timeZone ?? 'UTC');
  return {
    range: resolveRange({ from: overrides.from ?? '2026-03-10', to: overrides.to ?? '2026-03-10' }, cal, t0, 400),
    limit: overrides.limit ?? 50,
    visitorLevel: true,
    activeSince: overrides.activeSince ?? t0 - 5 * minute,
  };
}

export interface AdapterUnderTest {
  kind: 'sqlite' | 'mongodb';
  /** A fresh, empty store whose days are in `timeZone`. */
  open(timeZone?: string): Promise<AnalyticsStore>;
  dispose(): Promise<void>;
}

export function sqliteAdapter(): AdapterUnderTest {
  const dirs: string[] = [];
  const opened: AnalyticsStore[] = [];
  return {
    kind: 'sqlite',
    async open(timeZone = 'UTC') {
      const dir = mkdtempSync(join(tmpdir(), 'analytics-store-'));
      dirs.push(dir);
      const store = await openSqliteStore(join(dir, 'analytics.sqlite'), {
        calendar: calendar(timeZone),
        logger: silent,
      });
      opened.push(store);
      return store;
    },
    async dispose() {
      await Promise.all(opened.map((s) => s.close()));
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** MongoDB from MONGO_URL or Testcontainers, else the wire-protocol stand-in (announced in the output). */
export async function mongoAdapter(): Promise<AdapterUnderTest> {
  const mongo = await mongoForTests();
  const databases: string[] = [];
  const opened: AnalyticsStore[] = [];
  return {
    kind: 'mongodb',
    async open(timeZone = 'UTC') {
      const dbName = `${mongo.dbName}_${databases.length}`;
      databases.push(dbName);
      const store = createMongoStore({
        url: mongo.url,
        dbName,
        timeoutMs: 5000,
        retentionMs: 13 * 2_629_746_000,
        calendar: calendar(timeZone),
        logger: silent,
      });
      opened.push(store);
      // As the service does: no traffic before the indexes exist.
      await store.indexes.built;
      return store;
    },
    async dispose() {
      await Promise.all(opened.map((s) => s.close()));
      const client = new MongoClient(mongo.url);
      try {
        for (const name of databases) await client.db(name).dropDatabase();
      } finally {
        await client.close();
        await mongo.stop();
      }
    },
  };
}
