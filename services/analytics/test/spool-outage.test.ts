import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { errorBody } from '@portfolio/contracts';
import { freePort, unreachableTargets } from '@portfolio/testing';
import { pageview, sessionStart, startAnalytics, type RunningAnalytics } from './fixture.ts';
import { accept, askStats, post, stats } from './http.ts';
import { pageviewEvent } from './store-fixture.ts';

interface Readiness {
  checks: {
    analytics: {
      storeReachable: boolean;
      pendingBytes: number;
      droppedRecords: number;
      refusedRecords: number;
      invalidRecords: number;
    };
  };
}
const readiness = async (url: string) => {
  const res = await fetch(`${url}/readyz`);
  return { httpStatus: res.status, ...((await res.json()) as Readiness) };
};

const dirs: string[] = [];
const newDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'analytics-spool-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** One visit of three page views, one of them posted twice (a client retry while the store was away). */
async function postVisit(url: string) {
  await accept(url, 'session', sessionStart());
  for (const [i, path] of ['/', '/blog', '/games'].entries()) {
    await accept(url, 'pageview', pageview({ pageviewId: `pv-outage-${i}`, path }));
  }
  await accept(url, 'pageview', pageview({ pageviewId: 'pv-outage-1', path: '/blog' }));
}

/** The store is back (here: the same data folder, served by the embedded store): everything replays, once. */
async function expectReplayedOnce(dataDir: string) {
  let back: RunningAnalytics = await startAnalytics({ dataDir });
  await back.flush();
  const answer = await stats(back.url, { admin: true });
  expect(answer.totalPageviews).toBe(3);
  expect(answer.totalSessions).toBe(1);
  expect(answer.activeSessions[0]!.pageViews).toEqual(['/', '/blog', '/games']);
  expect(readdirSync(join(dataDir, 'spool', 'analytics'))).toEqual([]);
  // Nothing more to replay, however often the service restarts.
  await back.stop();
  back = await startAnalytics({ dataDir });
  await back.flush();
  expect((await stats(back.url)).totalPageviews).toBe(3);
}

describe.each(unreachableTargets)('MongoDB unreachable (%s)', (_, unreachable) => {
  it('accepts events into the spool, says so in readiness, and replays them exactly once when a store returns', async () => {
    const target = await unreachable();
    const dataDir = newDataDir();
    try {
      const down = await startAnalytics({
        dataDir,
        env: { MONGO_URL: `mongodb://127.0.0.1:${target.port}/analytics`, MONGO_TIMEOUT_MS: '300' },
      });
      await postVisit(down.url);
      await expect(down.built.pump.flush()).rejects.toThrow();
      const ready = await readiness(down.url);
      // Still ready: events are still accepted (into the spool); the store's state is reported, not a condition.
      expect(ready.httpStatus).toBe(200);
      expect(ready.checks.analytics).toMatchObject({ storeReachable: false, droppedRecords: 0, refusedRecords: 0 });
      expect(ready.checks.analytics.pendingBytes).toBeGreaterThan(0);
      expect(down.logs.some((line) => line.includes('store unreachable; events kept in the spool'))).toBe(true);
      const unavailable = await askStats(down.url);
      expect(unavailable.status).toBe(503);
      expect(unavailable.headers.get('retry-after')).toBe('5');
      expect(errorBody.parse(await unavailable.json())).toMatchObject({
        code: 'service_unavailable',
        message: 'Statistics are temporarily unavailable.',
      });
      await down.stop();
      expect(readdirSync(join(dataDir, 'spool', 'analytics')).length).toBeGreaterThan(0);
    } finally {
      await target.close();
    }
    await expectReplayedOnce(dataDir);
  });
});

describe('spool bounds', () => {
  it('refuses events with 503 and Retry-After once full, counting them in readiness', async () => {
    const port = await freePort();
    const { url } = await startAnalytics({
      env: {
        MONGO_URL: `mongodb://127.0.0.1:${port}/analytics`,
        MONGO_TIMEOUT_MS: '300',
        ANALYTICS_SPOOL_MAX_BYTES: String(1024 * 1024),
        ANALYTICS_RATE_LIMIT: '100000',
      },
    });
    let refused: Response | undefined;
    for (let round = 0; round < 100 && !refused; round++) {
      const answers = await Promise.all(Array.from({ length: 50 }, () => post(url, 'pageview', pageview())));
      refused = answers.find((res) => res.status !== 202);
      for (const res of answers) if (res !== refused) await res.arrayBuffer();
    }
    expect(refused?.status).toBe(503);
    expect(refused?.headers.get('retry-after')).toBe('30');
    expect(errorBody.parse(await refused!.json()).code).toBe('service_unavailable');
    expect((await readiness(url)).checks.analytics.refusedRecords).toBeGreaterThan(0);
  });

  it('skips and counts spooled records that no longer validate, and stores the others', async () => {
    const dataDir = newDataDir();
    const spoolDir = join(dataDir, 'spool', 'analytics');
    mkdirSync(spoolDir, { recursive: true });
    const { sessionId: _dropped, ...withoutSession } = pageviewEvent({ id: 'pv-broken-1' });
    const lines = [pageviewEvent({ id: 'pv-fine-1' }), withoutSession, pageviewEvent({ id: 'pv-fine-2', path: '/b' })];
    writeFileSync(join(spoolDir, '000000000000.ndjson'), lines.map((l) => `${JSON.stringify(l)}\n`).join(''));
    const { url, flush, logs } = await startAnalytics({ dataDir });
    await flush();
    expect((await readiness(url)).checks.analytics).toMatchObject({ invalidRecords: 1 });
    expect(logs.some((line) => line.includes('spooled records that do not validate were skipped'))).toBe(true);
    expect((await stats(url)).totalPageviews).toBe(2);
  });

  it('drops and counts spooled events older than the age cap, in readiness and logs', async () => {
    const dataDir = newDataDir();
    const spoolDir = join(dataDir, 'spool', 'analytics');
    const stale = join(spoolDir, '000000000000.ndjson');
    const lines = [pageviewEvent({ id: 'pv-stale-1' }), pageviewEvent({ id: 'pv-stale-2' })];
    mkdirSync(spoolDir, { recursive: true });
    writeFileSync(stale, lines.map((l) => `${JSON.stringify(l)}\n`).join(''));
    const twoHoursAgo = (Date.now() - 2 * 3_600_000) / 1000;
    utimesSync(stale, twoHoursAgo, twoHoursAgo);
    const { url, flush, logs } = await startAnalytics({ dataDir, env: { ANALYTICS_SPOOL_MAX_AGE_HOURS: '1' } });
    await flush();
    expect((await readiness(url)).checks.analytics.droppedRecords).toBe(2);
    expect(logs.some((line) => line.includes('spooled events expired unreplayed'))).toBe(true);
    expect((await stats(url)).totalPageviews).toBe(0);
  });
});
