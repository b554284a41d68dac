import { once } from 'node:events';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fatalExitCode } from '@portfolio/kit';
import { faultOnSignalEnv } from '@portfolio/testing';
import { runStandalone } from './run-standalone.ts';

describe('single-machine process failing outside any request', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'standalone-fatal-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = { DATA_DIR: dataDir, ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'a-long-test-password' };

  it('logs the error, closes its services and exits non-zero; a new start serves from the same data', async () => {
    const app = await runStandalone({ ...env, ...faultOnSignalEnv('throw') });
    const exited = once(app.child, 'exit') as Promise<[number | null]>;
    app.child.kill('SIGUSR2');
    const [code] = await exited;
    expect(code).toBe(fatalExitCode);
    const fatal = app
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.level === 60);
    expect(fatal).toMatchObject({
      service: 'standalone',
      msg: 'unexpected error; exiting',
      origin: 'uncaughtException',
      err: { message: 'injected fault: an uncaught exception' },
    });

    // Closed, not just dropped: SQLite removes a write-ahead log when its last connection closes.
    expect(readdirSync(dataDir).filter((f) => f.endsWith('-wal'))).toEqual([]);

    const again = await runStandalone(env);
    try {
      expect((await fetch(`${again.url}/readyz`)).status).toBe(200);
    } finally {
      await again.stop();
    }
  });
});
