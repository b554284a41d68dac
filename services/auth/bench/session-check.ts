import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { authEndpoints, authVerifyPaths, pathOf } from '@portfolio/contracts';
import { freePort } from '@portfolio/kit';
import {
  benchRounds,
  eventually,
  formatRatioRounds,
  processCpuMicros,
  runChildServer,
  runLoad,
  startRedisServer,
  type LoadOptions,
  type LoadResult,
  type RatioRounds,
} from '@portfolio/testing';

/**
 * The check every admin request and every public page's session probe pays, with a signed-in cookie, beside a bare
 * node:http server answering the same JSON (packages/testing's baseline), each as its own process, in this one
 * invocation. Each round runs both sides in alternating slices (A B, B A, …), so that a burst of other work on a
 * shared two-core machine lands on both sides of that round's ratio; at least five rounds, the median ratio is the
 * figure, printed with every round's ratio and the CPU each server process spent per request:
 *   1. GET /api/admin/session through the single-machine process (dispatcher, koa-session, SQLite store):
 *      the target, ≥ 0.50;
 *   2. GET /api/admin/verify, the gateway's auth_request, on the auth service as its own process over Redis.
 * Both use our Node load generator (fixed request count, 32 in flight), the one the target was set with.
 */
const standalone = fileURLToPath(new URL('../../standalone/src/main.ts', import.meta.url));
const authMain = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const baseline = fileURLToPath(new URL('../../../packages/testing/src/baseline-server.ts', import.meta.url));
/** Requests per side and round, sent in `slices` alternating runs. */
const requests = Number(process.env.BENCH_REQUESTS ?? 6000);
const slices = 6;
const rounds = benchRounds();
const admin = { email: 'bench@example.com', password: 'bench-password-long' };
const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-auth-'));
  dirs.push(dir);
  return dir;
};

/** The auth service's own process (its main.ts, as the gateway topology runs it), ready once /readyz says so. */
async function startAuthProcess(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, [authMain], {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await eventually(async () => (await fetch(`${url}/readyz`).catch(() => undefined))?.status === 200);
  return {
    url,
    pid: child.pid!,
    async stop() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
    },
  };
}

async function signIn(server: { url: string }): Promise<string> {
  const res = await fetch(`${server.url}${pathOf(authEndpoints.login)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Slices of one side as one run: their requests over their summed time; the median slice's p50, the worst p99. */
function combined(runs: LoadResult[]): LoadResult {
  const total = runs.reduce((sum, r) => sum + r.requests, 0);
  const seconds = runs.reduce((sum, r) => sum + r.seconds, 0);
  const p50s = runs.map((r) => r.p50Ms).sort((a, b) => a - b);
  return {
    requests: total,
    failures: runs.reduce((sum, r) => sum + r.failures, 0),
    seconds,
    perSecond: total / seconds,
    p50Ms: p50s[Math.floor(p50s.length / 2)]!,
    p99Ms: Math.max(...runs.map((r) => r.p99Ms)),
  };
}

const medianOf = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Server CPU per request (user and system, every thread) of each side, over all rounds, in microseconds. */
interface Measured extends RatioRounds<LoadResult> {
  cpuMicros: { baseline: number; measured: number };
}

/** Warms both sides (JIT, caches), then `rounds` rounds of alternating slices. */
async function measure(base: { url: string; pid: number }, app: { url: string; pid: number }, cookie: string) {
  const sides = [
    {
      pid: base.pid,
      load: { url: `${base.url}/`, requests: requests / slices } as LoadOptions,
      cpu: 0,
      runs: [] as LoadResult[],
    },
    {
      pid: app.pid,
      load: { url: app.url, headers: { cookie }, requests: requests / slices } as LoadOptions,
      cpu: 0,
      runs: [] as LoadResult[],
    },
  ];
  for (const side of sides) await runLoad({ ...side.load, requests: 2000 });
  const ratios: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const slicesOf: LoadResult[][] = [[], []];
    for (let slice = 0; slice < slices; slice++) {
      for (const index of slice % 2 === 0 ? [0, 1] : [1, 0]) {
        const side = sides[index]!;
        const before = processCpuMicros([side.pid]);
        slicesOf[index]!.push(await runLoad(side.load));
        side.cpu += processCpuMicros([side.pid]) - before;
      }
    }
    const [baseRun, appRun] = slicesOf.map(combined) as [LoadResult, LoadResult];
    sides[0]!.runs.push(baseRun);
    sides[1]!.runs.push(appRun);
    ratios.push(appRun.perSecond / baseRun.perSecond);
  }
  const medianRun = (runs: LoadResult[]) =>
    [...runs].sort((a, b) => a.perSecond - b.perSecond)[Math.floor(runs.length / 2)]!;
  const served = rounds * requests;
  return {
    baseline: medianRun(sides[0]!.runs),
    measured: medianRun(sides[1]!.runs),
    ratios,
    median: medianOf(ratios),
    min: Math.min(...ratios),
    max: Math.max(...ratios),
    cpuMicros: { baseline: sides[0]!.cpu / served, measured: sides[1]!.cpu / served },
  } satisfies Measured;
}

const cpuLine = ({ cpuMicros }: Measured, label: string) =>
  `    server CPU per request: baseline ${cpuMicros.baseline.toFixed(0)} µs, ${label} ${cpuMicros.measured.toFixed(0)} µs`;

const bare = await runChildServer(baseline);
const redis = await startRedisServer();
const single = await runChildServer(standalone, {
  HOST: '127.0.0.1',
  PORT: '0',
  DATA_DIR: dataDir(),
  LOG_LEVEL: 'silent',
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
});
const own = await startAuthProcess({
  DATA_DIR: dataDir(),
  LOG_LEVEL: 'silent',
  REDIS_URL: redis.url,
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
});
try {
  const loginStarted = performance.now();
  for (let i = 0; i < 5; i++) await signIn(single);
  const loginMs = (performance.now() - loginStarted) / 5;

  const baseSide = { url: bare.url, pid: bare.child.pid! };
  const session = await measure(
    baseSide,
    { url: `${single.url}${pathOf(authEndpoints.session)}`, pid: single.child.pid! },
    await signIn(single),
  );
  const verify = await measure(
    baseSide,
    { url: `${own.url}${authVerifyPaths.require}`, pid: own.pid },
    await signIn(own),
  );
  process.stdout.write(
    [
      `auth: signed-in session check, ${requests} requests a side and round in ${slices} alternating slices, ${rounds} rounds`,
      '  GET /api/admin/session, single-machine process (SQLite store)',
      ...formatRatioRounds({ baseline: 'bare node:http baseline', measured: 'session check' }, session, 0.5),
      cpuLine(session, 'session check'),
      "  GET /api/admin/verify (the gateway's check), auth as its own process (Redis store)",
      ...formatRatioRounds({ baseline: 'bare node:http baseline', measured: 'verify' }, verify),
      cpuLine(verify, 'verify'),
      `  login (Argon2id m=19456 t=2 p=1), sequential mean: ${loginMs.toFixed(1)} ms`,
      '',
    ].join('\n'),
  );
} finally {
  await Promise.all([single.stop(), own.stop(), bare.stop()]);
  await redis.dispose();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
