import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  benchRounds,
  compareLoads,
  desktopPageview,
  desktopUserAgent,
  formatLoad,
  formatRatioRounds,
  processCpuMicros,
  ratioRounds,
  runLoad,
  runWrk,
  type LoadOptions,
  type LoadResult,
} from '@portfolio/testing';
import { startGatewayTopology } from '../src/index.ts';

/**
 * What the gateway costs: page-view ingestion (POST /api/analytics/pageview) through nginx, as a ratio to the same
 * analytics service called directly, both in this one invocation against the same `make start-gateway` topology
 * (target ≥ 0.9). Limits are lifted so that only the forwarding is measured.
 *
 * The figure held against the target comes from wrk, a C load generator. Our Node load generator is printed too: it
 * needs about a core of its own, so on a two-core machine nginx can only run on CPU taken from the service, and
 * that ratio says more about the machine than about the gateway.
 *
 * The CPU each part spent per request (from /proc) is printed beside the wrk ratio: on a machine whose cores are
 * all busy with the service, its SQLite writer thread and wrk, nginx's share comes out of the service's.
 */
const requests = Number(process.env.BENCH_REQUESTS ?? 20_000);
const dataDir = mkdtempSync(join(tmpdir(), 'bench-gateway-'));
const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
const unlimited = '1000000000';

// Four page views per visit, each visit new across runs, as a real site sees them.
let sent = 0;
const pageview = () => desktopPageview(`bench-gateway-${String(Math.floor(sent++ / 4)).padStart(8, '0')}`);
// The same page views for wrk: one body per request, four per visit, visits unique to this run.
const wrkScript = `
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["User-Agent"] = "${desktopUserAgent}"
local sent = 0
local run = "${Date.now()}"
request = function()
  sent = sent + 1
  local body = '${desktopPageview('SESSION').replace('SESSION', "bench-wrk-' .. run .. '-' .. math.floor(sent / 4) .. '")}'
  return wrk.format(nil, nil, nil, body)
end
`;

const topology = await startGatewayTopology({
  port: 0,
  servicePorts: 'free',
  dataDir,
  webDist,
  env: { LOG_LEVEL: 'silent', ADMIN_PASSWORD: 'bench-password-long', ANALYTICS_RATE_LIMIT: unlimited },
  rateLimits: { loginPerMinute: 30, loginBurst: 20, ingestPerSecond: 1_000_000, ingestBurst: 1_000_000 },
});
try {
  const post = (base: string): LoadOptions => ({
    url: `${base}/api/analytics/pageview`,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': desktopUserAgent },
    body: pageview,
    requests,
  });
  const direct = post(topology.serviceUrl('analytics'));
  const gateway = post(topology.url);
  // Warm both paths up so that JIT and connection pools do not colour the comparison.
  await runLoad({ ...direct, requests: 2000 });
  await runLoad({ ...gateway, requests: 2000 });
  const { nginx, services } = topology.processIds();
  const ratio = (through: LoadResult, alone: LoadResult) => (through.perSecond / alone.perSecond).toFixed(2);
  // What each part spent per request during the run, so that the ratio can be read against the machine's cores.
  const wrk = (base: string) => async () => {
    const cpu = () => [processCpuMicros([services.analytics!]), processCpuMicros([nginx!])] as const;
    const [service0, nginx0] = cpu();
    const load = await runWrk({ url: `${base}/api/analytics/pageview`, script: wrkScript });
    const [service1, nginx1] = cpu();
    return { ...load, serviceUs: (service1 - service0) / load.requests, nginxUs: (nginx1 - nginx0) / load.requests };
  };
  const rounds = benchRounds();
  const wrkRounds = await ratioRounds(wrk(topology.serviceUrl('analytics')), wrk(topology.url), rounds);
  const { baseline: wrkAlone, measured: wrkThrough } = wrkRounds;
  const micros = (us: number) => `${Math.round(us)} µs`;
  const [serviceAlone, throughGateway] = await compareLoads(direct, gateway);
  process.stdout.write(
    [
      'gateway: nginx in front of the analytics service (embedded SQLite)',
      `  wrk (C load generator), ${rounds} rounds of 8 s a side, 32 connections`,
      ...formatRatioRounds(
        { baseline: 'analytics service called directly', measured: 'through the gateway' },
        wrkRounds,
        0.9,
      ),
      `    CPU per request: the service ${micros(wrkAlone.serviceUs)} called directly, ${micros(wrkThrough.serviceUs)} ` +
        `behind nginx; nginx ${micros(wrkThrough.nginxUs)}; ${availableParallelism()} cores shared with wrk`,
      `  Node load generator (about a core of its own), median of 3 runs of ${requests.toLocaleString('en')}`,
      formatLoad('    analytics service called directly', serviceAlone),
      formatLoad('    through the gateway', throughGateway),
      `    ratio to the direct call: ${ratio(throughGateway, serviceAlone)}`,
      '',
    ].join('\n'),
  );
} finally {
  await topology.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
