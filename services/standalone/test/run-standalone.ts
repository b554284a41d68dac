import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { runChildServer, type ChildServer } from '@portfolio/testing';

export const standaloneMain = fileURLToPath(new URL('../src/main.ts', import.meta.url));
export type Standalone = ChildServer;

/** Runs the real single-machine process (`make start`'s command) on a free port and waits for its address. */
export const runStandalone = (env: Record<string, string>): Promise<Standalone> =>
  runChildServer(standaloneMain, { HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env });

/**
 * The single-machine process for a whole test file, on a data folder of its own that is removed with it. Services'
 * tests use it too: it is the process a user of `make start` runs.
 */
export function useStandalone(env: Record<string, string> = {}) {
  let app: Standalone | undefined;
  let dataDir = '';
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'standalone-'));
    app = await runStandalone({ DATA_DIR: dataDir, ...env });
  });
  afterAll(async () => {
    await app?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    get app() {
      return app!;
    },
    get url() {
      return app!.url;
    },
    get dataDir() {
      return dataDir;
    },
    /** Where a raw socket connects. */
    target() {
      const { hostname, port } = new URL(app!.url);
      return { host: hostname, port: Number(port) };
    },
  };
}
