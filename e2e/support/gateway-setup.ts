import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startGatewayTopology } from '@portfolio/gateway';
import { freePort, mailCatcher } from '@portfolio/testing';
import { admin, requireWebBuild, suiteEnv, webDist } from './suite.ts';

/**
 * The same suite against `make start-gateway`'s topology: nginx in front of each service as its own process, with
 * Redis, on free ports, and a mail catcher for what its mail service sends. The gateway's sign-in limit is raised:
 * every test file signs in from the same address.
 */
export default async function setup(project: TestProject) {
  requireWebBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-gateway-data-'));
  const output: string[] = [];
  // The port is chosen first, so that the links the services write (mails, canonical addresses) lead back here.
  const port = await freePort();
  const topology = await startGatewayTopology({
    port,
    servicePorts: 'free',
    dataDir,
    webDist,
    env: { ...suiteEnv, SITE_ORIGIN: `http://127.0.0.1:${port}` },
    rateLimits: { loginPerMinute: 600, loginBurst: 100, ingestPerSecond: 200, ingestBurst: 400 },
    output: (source, line) => output.push(`${source}: ${line}`),
  }).catch((err: Error) => {
    throw new Error(`${err.message}\n${output.slice(-40).join('\n')}`);
  });
  project.provide('baseUrl', topology.url);
  const catcher = await mailCatcher();
  project.provide('admin', admin);
  project.provide('mailCatcher', catcher.address);
  project.provide('accessibilityChecks', false);
  return async () => {
    await topology.stop();
    await catcher.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
