import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEndpoints, endpointsByService, pathOf } from '@portfolio/contracts';
import { defineService, route, serviceConfig, startService } from '@portfolio/kit';
import { eventually, freePort, listen, testGatewaySecret } from '@portfolio/testing';
import { removeTempDirs, tempDir } from './fixture.ts';
import { listIssues, uniqueWord } from './http.ts';

const logsMain = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const failure = uniqueWord('forwarded');

/**
 * Another service of the platform as kit defines it (here a stand-in for analytics whose every handler fails): it
 * is wired to the logs service by nothing but LOGS_URL.
 */
const failingAnalytics = defineService({
  name: 'analytics',
  config: serviceConfig('analytics'),
  build: () => ({
    routes: Object.values(endpointsByService.analytics).map((endpoint) =>
      route(endpoint, () => {
        throw new Error(`${failure} store timeout`);
      }),
    ),
  }),
});

/** The gateway topology: the logs service as its own process, another service forwarding to it over HTTP. */
describe("kit forwards another service's server errors to the logs service's own process", () => {
  let logsUrl: string;
  let stopLogs: () => Promise<unknown>;
  beforeAll(async () => {
    const port = await freePort();
    logsUrl = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, [logsMain], {
      env: {
        PATH: process.env.PATH ?? '',
        PORT: String(port),
        DATA_DIR: tempDir(),
        GATEWAY_SECRET: testGatewaySecret,
        LOG_LEVEL: 'warn',
      },
      stdio: 'inherit',
    });
    stopLogs = async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    };
    await eventually(async () => (await fetch(`${logsUrl}/readyz`).catch(() => undefined))?.ok === true);
  });
  afterAll(async () => {
    await stopLogs();
    removeTempDirs();
  });

  it('records the failure under the failing service’s name, through the internal endpoint', async () => {
    const env = { LOG_LEVEL: 'silent', GATEWAY_SECRET: testGatewaySecret, LOGS_URL: logsUrl };
    const analytics = await startService(failingAnalytics, env, () => {});
    const served = await listen(analytics.handle);
    try {
      const res = await fetch(`${served.url}${pathOf(analyticsEndpoints.stats)}`);
      expect(res.status).toBe(500);
      expect(await res.text()).not.toContain(failure);
    } finally {
      await served.close();
      // Stopping sends what is still queued.
      await analytics.close();
    }
    await eventually(async () => (await listIssues(logsUrl, { source: 'analytics', q: failure })).issues.length > 0);
    const [issue] = (await listIssues(logsUrl, { source: 'analytics', q: failure })).issues;
    expect(issue).toMatchObject({ source: 'analytics', title: `Error: ${failure} store timeout`, count: 1 });
  });
});
