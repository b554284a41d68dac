import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '@portfolio/testing';
import { createMongoStore } from '../src/store/mongo-store.ts';
import { removeTempDirs, silent, startLogs, tempDir, testMaxOccurrencesPerIssue } from './fixture.ts';
import { adminGet, entry, issueTitled, send, uniqueWord } from './http.ts';

const spooled = (dir: string) => readdirSync(join(dir, 'spool', 'logs')).length;

describe('accepted means durable', () => {
  afterAll(removeTempDirs);

  it('replays what was accepted before a crash, once, when the service starts again', async () => {
    const dir = tempDir();
    const word = uniqueWord('crash');
    const first = await startLogs({ dir });
    await send(first.url, [entry({ message: word }), entry({ message: word, path: '/x' })]);
    await first.crash();
    expect(spooled(dir)).toBeGreaterThan(0);

    const second = await startLogs({ dir });
    try {
      expect(await second.flush()).toBe(2);
      expect(spooled(dir)).toBe(0);
      expect((await issueTitled(second.url, word)).count).toBe(2);
      expect(await second.flush()).toBe(0);
      expect((await issueTitled(second.url, word)).count).toBe(2);
    } finally {
      await second.close();
    }
  });

  it('applies a batch sent twice once: the gateway retries one the service died with, each entry naming it', async () => {
    const word = uniqueWord('retried');
    const logs = await startLogs({ dir: tempDir() });
    try {
      const entries = [entry({ message: word }), entry({ message: word, path: '/x' })];
      await send(logs.url, entries);
      await send(logs.url, entries);
      // The same text in an entry of its own is another occurrence.
      await send(logs.url, [entry({ message: word })]);
      await logs.flush();
      expect((await issueTitled(logs.url, word)).count).toBe(3);
    } finally {
      await logs.close();
    }
  });

  it('keeps accepting while MongoDB is unreachable, keeps the entries on disk, and replays them later', async () => {
    const dir = tempDir();
    const word = uniqueWord('outage');
    const unreachable = createMongoStore({
      url: `mongodb://127.0.0.1:${await freePort()}`,
      dbName: 'logs_test',
      retentionMs: 86_400_000,
      dedupeMs: 86_400_000,
      timeoutMs: 300,
      maxOccurrencesPerIssue: testMaxOccurrencesPerIssue,
      logger: silent,
    });
    const down = await startLogs({ dir, store: unreachable });
    expect((await send(down.url, [entry({ message: word })])).kept).toBe(1);
    await expect(down.flush()).rejects.toThrow();
    expect(down.pump.storeReachable()).toBe(false);
    expect(spooled(dir)).toBeGreaterThan(0);

    // Ingestion stays ready; the store's state is reported beside it.
    const ready = await fetch(`${down.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ checks: { spool: { ok: true, storeReachable: false } } });

    // Reading needs the store: 503 with the contract body, no driver message.
    const listing = await adminGet(down.url, '/api/admin/logs');
    expect(listing.status).toBe(503);
    expect(listing.headers.get('retry-after')).toBe('5');
    const text = await listing.text();
    expect(JSON.parse(text)).toEqual({ code: 'service_unavailable', message: expect.any(String) });
    expect(text).not.toMatch(/mongo|ECONNREFUSED|127\.0\.0\.1/i);
    await down.close();

    // The store is back (here: the embedded one over the same spool folder): everything accepted arrives.
    const back = await startLogs({ dir });
    try {
      expect(await back.flush()).toBe(1);
      expect((await issueTitled(back.url, word)).count).toBe(1);
    } finally {
      await back.close();
    }
  });
});
