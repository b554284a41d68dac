import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '@portfolio/kit';
import { createSqliteStores } from '../src/stores/sqlite-stores.ts';
import type { AuthStores } from '../src/stores/ports.ts';

const idleMs = 60_000;
const slackMs = 6_000;

/**
 * The embedded store serves sessions it has read from memory. Two auth processes on one data folder (two single
 * processes started on the same DATA_DIR, as before the memory was added) each keep such a memory: a sign-out in
 * one must end the session in the other at once (within 0.1 s), not leave it signed in while it keeps being used.
 */
describe('the embedded session store shared by two processes', () => {
  const opened: AuthStores[] = [];
  let dir = '';
  afterEach(async () => {
    for (const stores of opened.splice(0)) await stores.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  const twoProcesses = () => {
    dir = mkdtempSync(join(tmpdir(), 'auth-shared-'));
    const file = join(dir, 'auth.sqlite');
    const [one, other] = [
      createSqliteStores(openDatabase(file), 60_000),
      createSqliteStores(openDatabase(file), 60_000),
    ];
    opened.push(one, other);
    return { one, other };
  };

  it('sees a sign-out made by the other process within a tenth of a second', async () => {
    const { one, other } = twoProcesses();
    const id = randomBytes(32).toString('base64url');
    await one.sessions.create(id, { admin: 'admin@example.com', cred: 'fingerprint', createdAt: Date.now() }, idleMs);
    // Read by the other process, which now remembers it.
    expect(await other.sessions.touch(id, idleMs, slackMs)).toMatchObject({ admin: 'admin@example.com' });
    await one.sessions.destroy(id);
    // The other process looks for changes made elsewhere at most every 100 ms.
    await sleep(150);
    expect(await other.sessions.touch(id, idleMs, slackMs)).toBeUndefined();
  });

  it('still serves a session nobody ended, from either process', async () => {
    const { one, other } = twoProcesses();
    const id = randomBytes(32).toString('base64url');
    await one.sessions.create(id, { admin: 'admin@example.com', cred: 'fingerprint', createdAt: Date.now() }, idleMs);
    for (let i = 0; i < 3; i++) {
      expect(await other.sessions.touch(id, idleMs, slackMs)).toMatchObject({ admin: 'admin@example.com' });
      expect(await one.sessions.touch(id, idleMs, slackMs)).toMatchObject({ admin: 'admin@example.com' });
    }
  });
});
