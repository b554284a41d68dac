import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { runChildServer } from '@portfolio/testing';

const root = fileURLToPath(new URL('../..', import.meta.url));
const webDist = join(root, 'web/dist');
export const admin = { email: 'owner@example.com', password: 'an-e2e-test-password' };

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    admin: { email: string; password: string };
  }
}

/**
 * Starts `make start`'s process once for the whole suite, on a free port, with a fresh data folder and the
 * built web app. Every test file gets its own browser, every test its own browser context.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error(`No web build in ${webDist}: run \`make build-web\` (make test does it first).`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  const server = await runChildServer(join(root, 'services/standalone/src/main.ts'), {
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  });
  project.provide('baseUrl', server.url);
  project.provide('admin', admin);
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
