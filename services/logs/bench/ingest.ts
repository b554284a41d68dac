import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchRounds, formatRatioRounds, ratioRounds, runChildServer, runLoad } from '@portfolio/testing';

/**
 * Batch ingestion as the browser sends it: POST /api/logs with a text/plain beacon body of 10 entries, through
 * the single-machine process (dispatcher, kit's hot path, validation, scrubbing, fingerprinting, spool append
 * with fdatasync), beside a bare node:http server parsing the same JSON body, both as their own processes in this
 * invocation, round by round (target: median ratio ≥ 0.30; our Node load generator, the one the target was set
 * with). Then how long the pump takes to have every accepted entry counted in SQLite.
 */
const standalone = fileURLToPath(new URL('../../standalone/src/main.ts', import.meta.url));
const baseline = fileURLToPath(new URL('../../../packages/testing/src/baseline-server.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'bench-logs-'));
const requests = Number(process.env.BENCH_REQUESTS ?? 20_000);
const rounds = benchRounds();
const entriesPerBatch = 10;
const admin = { email: 'bench@example.com', password: 'bench-password-long' };

/** Where each entry's time goes: a browser's report carries the moment of the error, so ids follow time. */
const timeSlot = '#'.repeat(new Date().toISOString().length);
/** Where each entry's id goes: a browser names every error it reports once, and a batch posted again is applied once. */
const idSlot = '@@@@@@@@@@@@';
const template = JSON.stringify({
  source: 'client',
  entries: Array.from({ length: entriesPerBatch }, (_, i) => ({
    id: `${idSlot}-${i}`,
    level: i % 3 === 0 ? 'warn' : 'error',
    message: `TypeError: Cannot read properties of undefined (reading 'item${i % 3}') for user${i}@example.com`,
    timestamp: timeSlot,
    url: 'https://portfolio.example/blog/some-article?utm_source=newsletter&token=abc123',
    path: '/blog/some-article',
    stack:
      `TypeError: Cannot read properties of undefined (reading 'item${i % 3}')\n` +
      '    at ArticleBody (https://portfolio.example/assets/index-Bx2k9sQa.js:12:3456)\n' +
      '    at renderWithHooks (https://portfolio.example/assets/vendor-CkA9d8Zq.js:1:99999)\n' +
      '    at mountIndeterminateComponent (https://portfolio.example/assets/vendor-CkA9d8Zq.js:1:123456)',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
    context: { component: 'ArticleBody', sessionId: `bench-session-${i % 4}` },
  })),
});
/** Every request of the invocation sends entries of its own (same size): identical ids would be one batch again. */
let runs = 0;
const post = () => {
  const run = (runs++).toString(36);
  return {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    body: (index: number) =>
      template
        .replaceAll(idSlot, `${run}.${index.toString(36)}`.padStart(idSlot.length, '0'))
        .replaceAll(timeSlot, new Date().toISOString()),
  };
};

const app = await runChildServer(standalone, {
  HOST: '127.0.0.1',
  PORT: '0',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  // One load generator is one address: the per-address limit would otherwise be what is measured.
  LOGS_RATE_LIMIT: String(10 * rounds * requests),
  // Every entry of the run must be accepted: the daily quota would otherwise end the measurement.
  LOGS_DAILY_QUOTA_CLIENT: String(100 * rounds * requests),
});
const bare = await runChildServer(baseline);
try {
  await runLoad({ url: `${bare.url}/`, ...post(), requests: 2000 });
  await runLoad({ url: `${app.url}/api/logs`, ...post(), requests: 2000 });
  const failures: number[] = [];
  const ingested = await ratioRounds(
    () => runLoad({ url: `${bare.url}/`, ...post(), requests }),
    async () => {
      const run = await runLoad({ url: `${app.url}/api/logs`, ...post(), requests });
      failures.push(run.failures);
      return run;
    },
    rounds,
  );
  const loadEnded = performance.now();

  const login = await fetch(`${app.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const expected = (rounds * requests + 2000 - failures.reduce((a, b) => a + b, 0)) * entriesPerBatch;
  let stored = 0;
  for (let attempt = 0; attempt < 600 && stored < expected; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 100));
    const res = await fetch(`${app.url}/api/admin/logs`, { headers: { cookie } });
    const { issues } = (await res.json()) as { issues: { count: number }[] };
    stored = issues.reduce((sum, issue) => sum + issue.count, 0);
  }
  const drainMs = performance.now() - loadEnded;

  process.stdout.write(
    [
      `logs: batch ingestion (POST /api/logs, text/plain, ${entriesPerBatch} entries, ${template.length} bytes), single-machine process`,
      `  ${rounds} rounds of ${requests.toLocaleString('en')} requests a side`,
      ...formatRatioRounds(
        { baseline: 'bare node:http JSON baseline', measured: 'batch ingestion (spool, fdatasync)' },
        ingested,
        0.3,
        '  ',
      ),
      `  entries accepted per second (median run): ${(ingested.measured.perSecond * entriesPerBatch).toFixed(0)}`,
      `  every accepted entry counted in SQLite ${drainMs.toFixed(0)} ms after the load ended (${stored}/${expected})`,
      '',
    ].join('\n'),
  );
} finally {
  await Promise.all([app.stop(), bare.stop()]);
  rmSync(dataDir, { recursive: true, force: true });
}
