import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { errorBody } from '@portfolio/contracts';
import { Spool } from '@portfolio/kit';
import { createIngestion } from '../src/ingest/ingestion.ts';
import type { OccurrenceRecord } from '../src/store/ports.ts';
import { removeTempDirs, silent, startLogs, tempDir, useLogs } from './fixture.ts';
import { batch, entry, postLogs, send } from './http.ts';

const dayMs = 86_400_000;

afterAll(removeTempDirs);

/** Issue #13 item 11: anonymous ingestion cannot grow the store without bound, and readiness says when disk runs low. */
describe('daily quota per source', () => {
  const logs = useLogs({ dailyQuota: { client: 3, server: 2 } });

  it("refuses browsers' entries with 429 once the day's quota is used up, and says when to come back", async () => {
    await send(logs().url, [entry(), entry()]);
    // Taken whole while the quota is not used up: the day ends at most one batch over it.
    await send(logs().url, [entry(), entry()]);
    const refused = await postLogs(logs().url, batch([entry()]));
    expect(refused.status).toBe(429);
    expect(errorBody.parse(await refused.json()).code).toBe('too_many_requests');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(dayMs / 1000);
  });

  it("counts our services' server errors apart, with a quota of their own", async () => {
    const serverEntry = entry({ message: 'server failure' });
    await expect(logs().ingestion.accept('auth', [serverEntry, serverEntry])).resolves.toMatchObject({ kept: 2 });
    await expect(logs().ingestion.accept('analytics', [serverEntry])).rejects.toMatchObject({ status: 429 });
  });
});

describe('daily quota across days', () => {
  it('opens again on the next UTC day', async () => {
    let now = Date.parse('2026-03-10T23:59:00Z');
    const spool = new Spool<OccurrenceRecord>({
      dir: join(tempDir(), 'spool'),
      maxBytes: 1024 * 1024,
      maxAgeMs: dayMs,
      logger: silent,
    });
    const ingestion = createIngestion(spool, 10_000, { client: 1, server: 1 }, () => now);
    await ingestion.accept('client', [entry()]);
    await expect(ingestion.accept('client', [entry()])).rejects.toMatchObject({
      status: 429,
      headers: { 'Retry-After': '60' },
    });
    now += 60_000;
    await expect(ingestion.accept('client', [entry()])).resolves.toMatchObject({ kept: 1 });
    await spool.close();
  });
});

describe('free disk in readiness', () => {
  it('reports the free space, and is not ready below the floor', async () => {
    const roomy = await startLogs();
    const cramped = await startLogs({ minFreeDiskBytes: Number.MAX_SAFE_INTEGER });
    try {
      const ok = await fetch(`${roomy.url}/readyz`);
      expect(ok.status).toBe(200);
      const okBody = (await ok.json()) as { checks: { disk: { ok: boolean; freeBytes: number } } };
      expect(okBody.checks.disk.ok).toBe(true);
      expect(okBody.checks.disk.freeBytes).toBeGreaterThan(0);

      const low = await fetch(`${cramped.url}/readyz`);
      expect(low.status).toBe(503);
      const lowBody = (await low.json()) as { checks: { disk: Record<string, unknown> } };
      expect(lowBody.checks.disk).toEqual({
        ok: false,
        freeBytes: expect.any(Number),
        floorBytes: Number.MAX_SAFE_INTEGER,
      });
    } finally {
      await roomy.close();
      await cramped.close();
    }
  });
});
