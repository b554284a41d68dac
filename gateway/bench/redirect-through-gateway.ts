import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Redirect, RedirectList } from '@portfolio/contracts';
import { benchRounds, formatRatioRounds, processCpuMicros, ratioRounds, runWrk } from '@portfolio/testing';
import { startGatewayTopology } from '../src/index.ts';

/**
 * What a redirect costs at the gateway (#19): `GET /bench-old` answered 301 by nginx from the map the content service
 * writes (each answer logged for the content service to count), against a static file of the
 * SPA's assets that nginx serves itself from the build folder, both through the same nginx in this one invocation
 * against the same `make start-gateway` topology (target ≥ 0.9). Read with wrk (a C load generator), each round's
 * pair back to back. The hit count is read back once the content service has counted the last logs (a few seconds)
 * and printed beside the requests wrk counted: every answer was counted, none twice.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'bench-redirect-'));
const webDist = join(dataDir, 'web-dist');
mkdirSync(join(webDist, 'assets'), { recursive: true });
writeFileSync(
  join(webDist, 'index.html'),
  '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
);
// About the size of the redirect's own answer (its headers and a one-line body).
writeFileSync(join(webDist, 'assets', 'bench-static.txt'), 'Moved to /blog\n');
// nginx's workers (nobody, when the bench runs as root) read the build folder.
chmodSync(dataDir, 0o755);
const admin = { email: 'bench@example.com', password: 'bench-password-long' };

const topology = await startGatewayTopology({
  port: 0,
  servicePorts: 'free',
  dataDir,
  webDist,
  env: { LOG_LEVEL: 'silent', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
});
try {
  const url = (path: string) => new URL(path, topology.url).href;
  const login = await fetch(url('/api/admin/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (login.status !== 200) throw new Error(`sign-in answered ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const created = await fetch(url('/api/admin/content/redirects'), {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ source: '/bench-old', kind: 'permanent', target: '/blog' }),
  });
  if (created.status !== 201) throw new Error(`the redirect answered ${created.status}: ${await created.text()}`);
  const redirect = (await created.json()) as Redirect;
  // nginx answers it once it has reloaded the map the content service wrote: within moments.
  let check = await fetch(url('/bench-old'), { redirect: 'manual' });
  for (let tries = 0; check.status !== 301 && tries < 100; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    check = await fetch(url('/bench-old'), { redirect: 'manual' });
  }
  if (check.status !== 301) throw new Error(`/bench-old answered ${check.status}`);
  const file = await fetch(url('/assets/bench-static.txt'));
  if (file.status !== 200) throw new Error(`the static file answered ${file.status}`);

  const { nginx, services } = topology.processIds();
  let sent = 1;
  const wrk = (path: string) => async () => {
    const cpu = () => [processCpuMicros([services.content!]), processCpuMicros([nginx!])] as const;
    const [service0, nginx0] = cpu();
    const load = await runWrk({ url: url(path), script: 'wrk.method = "GET"\n' });
    const [service1, nginx1] = cpu();
    if (path === '/bench-old') sent += load.requests;
    return { ...load, serviceUs: (service1 - service0) / load.requests, nginxUs: (nginx1 - nginx0) / load.requests };
  };
  // Warm both paths up so that JIT and connection pools do not colour the comparison.
  await runWrk({ url: url('/assets/bench-static.txt'), script: 'wrk.method = "GET"\n', seconds: 2 });
  const warm = await runWrk({ url: url('/bench-old'), script: 'wrk.method = "GET"\n', seconds: 2 });
  sent += warm.requests;
  const rounds = benchRounds();
  const result = await ratioRounds(wrk('/assets/bench-static.txt'), wrk('/bench-old'), rounds);
  const hitsNow = async () =>
    (
      (await (await fetch(url('/api/admin/content/redirects'), { headers: { cookie } })).json()) as RedirectList
    ).redirects.find((r) => r.id === redirect.id)?.hits ?? 0;
  // The last second's logs are counted once it is over: wait until the count stops moving.
  let hits = await hitsNow();
  for (let before = -1; hits !== before;) {
    before = hits;
    await new Promise((resolve) => setTimeout(resolve, 3000));
    hits = await hitsNow();
  }
  const micros = (us: number) => `${Math.round(us)} µs`;
  process.stdout.write(
    [
      'gateway: a redirect (301, from the map nginx answers it from, counted from its logs) against a static file',
      `  wrk (C load generator), ${rounds} rounds of 8 s a side, 32 connections`,
      ...formatRatioRounds(
        { baseline: 'static file (/assets/, nginx alone)', measured: 'redirect /bench-old → /blog' },
        result,
        0.9,
      ),
      `    CPU per redirect: the content service ${micros(result.measured.serviceUs)} (counting), nginx ${micros(result.measured.nginxUs)}; ` +
        `${availableParallelism()} cores shared with wrk`,
      `    hit count ${hits.toLocaleString('en')} for ${sent.toLocaleString('en')} answered requests ` +
        '(wrk leaves out those in flight when it stops, the store counts them)',
      '',
    ].join('\n'),
  );
} finally {
  await topology.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
