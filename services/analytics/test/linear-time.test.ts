import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@portfolio/kit';
import { adversarialStrings, firstSlowInput } from '@portfolio/testing';
import { pageviewEventOf, sessionEventOf } from '../src/ingest/enrich.ts';
import { countryOf } from '../src/ingest/geo.ts';
import { keepParams, splitPath } from '../src/ingest/query-params.ts';
import { referrerOf } from '../src/ingest/referrer.ts';
import { SaltKeeper } from '../src/ingest/salts.ts';
import { clientKind } from '../src/ingest/user-agent.ts';
import { calendar } from '../src/stats/calendar.ts';
import { openSqliteStore } from '../src/stores/sqlite/sqlite-store.ts';
import type { AnalyticsStore } from '../src/stores/ports.ts';

/**
 * Issue #13 item 1: every step of analytics ingestion that runs a pattern over client text (paths, query strings,
 * referrers, User-Agent, language) stays linear on 16 KiB. The bound leaves room for a busy machine.
 */
const boundMs = 20;
const inputs = adversarialStrings();

let dir: string;
let store: AnalyticsStore;
let salts: SaltKeeper;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'analytics-linear-'));
  const logger = createLogger('test', 'silent');
  const cal = calendar('UTC');
  store = await openSqliteStore(join(dir, 'analytics.sqlite'), { calendar: cal, logger });
  salts = new SaltKeeper(store.salts, cal, logger);
  await salts.refresh(Date.now());
});
afterAll(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const browserInfo = (text: string) => ({
  browser: 'Firefox' as const,
  platform: text,
  language: text,
  screenResolution: text,
  viewport: { width: 1, height: 1 },
  outerSize: { width: 1, height: 1 },
  colorDepth: 24,
  pixelDepth: 24,
});
// Each User-Agent is a new one: the parser's cache must not hide a slow parse.
let visits = 0;
const arrival = (text: string) => ({
  at: Date.now(),
  address: '203.0.113.9',
  userAgent: `${visits++}${text}`,
  siteHost: 'example.org',
});

const functions: Record<string, (text: string) => unknown> = {
  splitPath: (text) => splitPath(`/${text}`),
  keepParams: (text) =>
    keepParams(
      [
        [text, text],
        [`utm_${text}`, text],
      ],
      splitPath(`/?${text}`).params,
    ),
  referrerOf: (text) => referrerOf(text, 'example.org'),
  referrerUrl: (text) => referrerOf(`https://${text}`, text),
  clientKind: (text) => clientKind(`${visits++}${text}`),
  countryOf,
  sessionEventOf: (text) =>
    sessionEventOf(
      { sessionId: 'session-1', landingPage: `/${text}`, referrer: text, browserInfo: browserInfo(text) },
      arrival(text),
      salts,
    ),
  pageviewEventOf: (text) =>
    pageviewEventOf(
      {
        sessionId: 'session-1',
        path: `/${text}`,
        landingPage: `/?${text}`,
        referrer: `https://x/${text}`,
        browserInfo: browserInfo(text),
        performance: null,
        utm: { [text.slice(0, 64)]: text },
      },
      arrival(text),
      salts,
    ),
};

describe('analytics ingestion on 16 KiB adversarial text', () => {
  it.each(Object.keys(functions))('%s stays linear', (name) => {
    expect(firstSlowInput(functions[name]!, inputs, boundMs), `${name} over ${boundMs} ms`).toBeUndefined();
  });
});
