import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareLoads, formatLoad, runLoad, type LoadOptions } from '@portfolio/testing';
import { startGatewayTopology } from '../src/index.ts';

/**
 * What the gateway costs: page-view ingestion (POST /api/analytics/pageview) through nginx, as a ratio to the same
 * analytics service called directly, both in this one invocation against the same `make start-gateway` topology
 * (target ≥ 0.9). Limits are lifted so that only the forwarding is measured.
 */
const requests = Number(process.env.BENCH_REQUESTS ?? 20_000);
const dataDir = mkdtempSync(join(tmpdir(), 'bench-gateway-'));
const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
const unlimited = '1000000000';

const userAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
// Four page views per visit, each visit new across runs, as a real site sees them.
let sent = 0;
const pageview = () =>
  JSON.stringify({
    path: '/games',
    referrer: 'https://www.google.com/',
    landingPage: '/',
    sessionId: `bench-gateway-${String(Math.floor(sent++ / 4)).padStart(8, '0')}`,
    browserInfo: {
      browser: 'Chrome',
      platform: 'Linux x86_64',
      language: 'en-GB',
      screenResolution: '1920x1080',
      viewport: { width: 1280, height: 720 },
      outerSize: { width: 1280, height: 800 },
      colorDepth: 24,
      pixelDepth: 24,
    },
    performance: null,
    utm: {},
  });

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
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    body: pageview,
    requests,
  });
  const direct = post(topology.serviceUrl('analytics'));
  const gateway = post(topology.url);
  // Warm both paths up so that JIT and connection pools do not colour the comparison.
  await runLoad({ ...direct, requests: 2000 });
  await runLoad({ ...gateway, requests: 2000 });
  const [serviceAlone, throughGateway] = await compareLoads(direct, gateway);
  process.stdout.write(
    [
      `gateway: nginx in front of the analytics service (embedded SQLite), median of 3 runs of ${requests.toLocaleString('en')}`,
      formatLoad('  analytics service called directly', serviceAlone),
      formatLoad('  through the gateway', throughGateway),
      `  ratio to the direct call: ${(throughGateway.perSecond / serviceAlone.perSecond).toFixed(2)} (target ≥ 0.9)`,
      '',
    ].join('\n'),
  );
} finally {
  await topology.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
