import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLogger } from '@portfolio/kit';
import {
  benchRounds,
  desktopBrowserInfo,
  desktopUserAgent,
  formatRatioRounds,
  ratioRounds,
  runChildServer,
  runLoad,
  type LoadOptions,
} from '@portfolio/testing';
import { addDays, calendar } from '../src/stats/calendar.ts';
import { openSqliteStore } from '../src/stores/sqlite/sqlite-store.ts';
import { syntheticTraffic } from './support/synthetic-traffic.ts';

/**
 * The three analytics figures, all through the single-machine process (dispatcher, kit's hot path, validation,
 * enrichment, spool fsync, SQLite), in this one invocation:
 *   1. page-view ingestion as a ratio to a bare node:http server parsing the same JSON body, round by round
 *      (target: median ≥ 0.40);
 *   2. an uncached stats answer over 1,000,000 stored page views (target ≤ 300 ms);
 *   3. cached stats answers per second, as a ratio to the same baseline answering a GET.
 * Both ratios use our Node load generator (fixed request count, 32 in flight), the one the targets were set with.
 */
const standalone = fileURLToPath(new URL('../../standalone/src/main.ts', import.meta.url));
const baseline = fileURLToPath(new URL('../../../packages/testing/src/baseline-server.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'bench-analytics-'));
const requests = Number(process.env.BENCH_REQUESTS ?? 20_000);
const rounds = benchRounds();
const storedPageviews = 1_000_000;
const days = 30;

const pageviewTemplate = JSON.stringify({
  path: '/blog/article-1',
  referrer: 'https://news.ycombinator.com/item?id=1',
  landingPage: '/',
  sessionId: '1700000000000-SESSION',
  browserInfo: { ...desktopBrowserInfo, hardwareConcurrency: 8 },
  performance: { navigationType: 'navigate', timeToFirstByte: 120, domContentLoaded: 450, loadEvent: 900 },
  utm: { utm_source: 'newsletter' },
});
// Four page views per session, as on a real site: a quarter of them start a visit (the costlier write). Counted
// across runs, so that no run revisits the sessions of another.
let sent = 0;
const pageview = () => pageviewTemplate.replace('SESSION', String(Math.floor(sent++ / 4)).padStart(8, '0'));

/** The baseline and the service back to back, `rounds` times, the ratio read round by round (see ratioRounds). */
const compare = (base: LoadOptions, app: LoadOptions) =>
  ratioRounds(
    () => runLoad({ ...base, requests }),
    () => runLoad({ ...app, requests }),
    rounds,
  );

// 1,000,000 page views over the last 30 days, written straight into the embedded store in batched transactions,
// the way the pump writes them (so the daily roll-ups are the real ones).
const now = Date.now();
const timeZone = 'UTC';
const cal = calendar(timeZone);
const seedStarted = performance.now();
const store = await openSqliteStore(join(dataDir, 'analytics.sqlite'), {
  calendar: cal,
  logger: createLogger('bench', 'silent'),
});
const firstDay = cal.startOf(addDays(cal.day(now), 1 - days));
for (const batch of syntheticTraffic(storedPageviews, now, (now - firstDay) / 86_400_000 - 0.01)) {
  await store.write(batch);
}
await store.close();
const seedSeconds = (performance.now() - seedStarted) / 1000;

const app = await runChildServer(standalone, {
  HOST: '127.0.0.1',
  PORT: '0',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  ADMIN_PASSWORD: 'bench-password-long',
  STATS_TIME_ZONE: timeZone,
  ANALYTICS_RATE_LIMIT: '1000000000',
  ANALYTICS_STATS_RATE_LIMIT: '1000000000',
});
const bare = await runChildServer(baseline);
try {
  // Uncached: each range below is asked for the first time, so each answer is a fresh aggregation.
  const uncached: number[] = [];
  let stored = 0;
  for (let extra = 0; extra < 15; extra++) {
    const to = cal.day(now);
    const from = addDays(to, 1 - days - extra);
    const started = performance.now();
    const res = await fetch(`${app.url}/api/analytics/stats?from=${from}&to=${to}`);
    const body = (await res.json()) as { totalPageviews: number };
    uncached.push(performance.now() - started);
    stored = body.totalPageviews;
  }
  uncached.sort((a, b) => a - b);
  const uncachedMedian = uncached[Math.floor(uncached.length / 2)]!;

  const statsUrl = `${app.url}/api/analytics/stats`;
  const post = { method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': desktopUserAgent } };
  // Warm both up so JIT and caches do not colour the comparison.
  await runLoad({ url: `${bare.url}/`, ...post, body: pageview, requests: 2000 });
  await runLoad({ url: `${app.url}/api/analytics/pageview`, ...post, body: pageview, requests: 2000 });
  await runLoad({ url: statsUrl, requests: 2000 });

  const ingest = await compare(
    { url: `${bare.url}/`, ...post, body: pageview },
    { url: `${app.url}/api/analytics/pageview`, ...post, body: pageview },
  );
  const cached = await compare({ url: `${bare.url}/` }, { url: statsUrl });

  const ms = (n: number) => `${n.toFixed(1)} ms`;
  process.stdout.write(
    [
      'analytics: single-machine process, embedded SQLite store',
      `  page-view ingestion (POST /api/analytics/pageview, JSON, answered once the event is fsynced to the spool; ${rounds} rounds of ${requests.toLocaleString('en')} requests a side)`,
      ...formatRatioRounds(
        { baseline: 'bare node:http baseline (same JSON body)', measured: 'page-view ingestion' },
        ingest,
        0.4,
      ),
      `  uncached stats over ${stored.toLocaleString('en')} page views in range (${storedPageviews.toLocaleString('en')} stored, seeded in ${seedSeconds.toFixed(0)} s)`,
      `    ${uncached.length} distinct ranges: median ${ms(uncachedMedian)}, fastest ${ms(uncached[0]!)}, slowest ${ms(uncached.at(-1)!)}; target ≤ 300 ms: ${uncachedMedian <= 300 ? 'PASS' : 'FAIL'}`,
      `  cached stats (GET /api/analytics/stats, anonymous, default range; ${rounds} rounds of ${requests.toLocaleString('en')} requests a side)`,
      ...formatRatioRounds({ baseline: 'bare node:http baseline', measured: 'cached stats' }, cached),
      '',
    ].join('\n'),
  );
} finally {
  await Promise.all([app.stop(), bare.stop()]);
  rmSync(dataDir, { recursive: true, force: true });
}
