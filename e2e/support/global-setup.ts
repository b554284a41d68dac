import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, mailCatcher, runChildServer } from '@portfolio/testing';
import { admin, requireWebBuild, root, suiteEnv, webDist } from './suite.ts';

// Where test files found the credentials before there were several topologies.
export { admin };

/**
 * Starts `make start`'s process once for the whole suite, on a free port, with a fresh data folder and the
 * built web app, and a mail catcher for what its mail service sends. Every test file gets its own browser, every
 * test its own browser context.
 */
export default async function setup(project: TestProject) {
  requireWebBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  // The port is chosen first, so that the links the services write (mails, canonical addresses) lead back here.
  const port = await freePort();
  const server = await runChildServer(join(root, 'services/standalone/src/main.ts'), {
    ...suiteEnv,
    HOST: '127.0.0.1',
    PORT: String(port),
    SITE_ORIGIN: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
  });
  const catcher = await mailCatcher();
  project.provide('baseUrl', server.url);
  project.provide('admin', admin);
  project.provide('mailCatcher', catcher.address);
  project.provide('accessibilityChecks', true);
  return async () => {
    await server.stop();
    await catcher.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
