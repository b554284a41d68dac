import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthReport, type HealthReport, type ServiceHealth } from '@portfolio/contracts';
import {
  createLifecycle,
  createServiceApp,
  createSqliteJobList,
  freePort,
  jobListReadiness,
  openDatabase,
  trustedProxies,
  type ReadinessCheck,
} from '@portfolio/kit';
import { listen, testGatewaySecret, type Listening } from '@portfolio/testing';
import { removeTempDirs, silent, startLogs, tempDir, type RunningLogs } from './fixture.ts';
import { asAdmin } from './http.ts';

/** Another service as kit serves it (its `/readyz` and nothing else), on a loopback port of its own. */
async function neighbour(checks: ReadinessCheck[]): Promise<Listening> {
  const trust = trustedProxies([], testGatewaySecret);
  return listen(createServiceApp({ logger: silent, trust, lifecycle: createLifecycle(checks) }).callback());
}

describe('the health report of every service (GET /api/admin/health)', () => {
  let logs: RunningLogs;
  let auth: Listening;
  let content: Listening;
  const backupDir = join(tempDir(), 'backups');
  const t0 = new Date(Date.now() - 120_000);

  beforeAll(async () => {
    // Auth: its store's check fails. Content: its store is away while a spool fills, and one of its scheduled jobs
    // was given up (a real job list on SQLite) beside one waiting for two minutes.
    auth = await neighbour([{ name: 'redis', check: async () => false }]);
    const jobs = createSqliteJobList(openDatabase(join(tempDir(), 'content.sqlite')));
    await jobs.put({ id: 'publish:broken', kind: 'publish', runAt: t0, payload: null });
    const claimed = (await jobs.claim(t0, 60_000))!;
    await jobs.giveUp(claimed.id, claimed.lease, t0);
    await jobs.put({ id: 'publish:waiting', kind: 'publish', runAt: t0, payload: null });
    const spool = { storeReachable: false, pendingBytes: 3 * 1024 * 1024, pendingSegments: 2, droppedRecords: 0 };
    content = await neighbour([{ name: 'events', check: async () => spool }, jobListReadiness('publish-jobs', jobs)]);
    // Analytics: an address nobody listens on. Mail: no address at all.
    const analytics = `http://127.0.0.1:${await freePort()}`;
    mkdirSync(backupDir);
    for (const file of [
      'portfolio-backup-2026-11-20T03-00-00.000Z.tar.gz',
      'portfolio-compose-backup-2026-11-23T03-00-00.000Z.tar.gz',
      'portfolio-backup-2026-11-21T03-00-00.000Z.tar.gz',
      // Being written, or not an archive of ours: never the last backup.
      'portfolio-backup-2026-11-24T03-00-00.000Z.tar.gz.partial',
      'portfolio-backup-2026-11-25.tar.gz',
      'notes.txt',
    ]) {
      writeFileSync(join(backupDir, file), '');
    }
    logs = await startLogs({ serviceUrls: { auth: auth.url, content: content.url, analytics }, backupDir });
  });
  afterAll(async () => {
    await Promise.all([logs.close(), auth.close(), content.close()]);
    removeTempDirs();
  });

  const report = async (headers: Record<string, string> = asAdmin) =>
    fetch(`${logs.url}/api/admin/health`, { headers });
  const line = (body: HealthReport, service: string) => body.services.find((s) => s.service === service)!;

  it('tells each service ready, degraded with its reasons, or down, with its spool and job backlogs', async () => {
    const res = await report();
    expect(res.status).toBe(200);
    const body = healthReport.parse(await res.json());
    expect(body.services.map((s) => s.service)).toEqual(['auth', 'analytics', 'logs', 'content', 'mail']);
    expect(line(body, 'auth')).toEqual<ServiceHealth>({
      service: 'auth',
      state: 'degraded',
      reasons: [{ kind: 'check-failing', check: 'redis' }],
      spool: null,
      jobs: null,
    });
    const down = { state: 'down', reasons: [{ kind: 'no-answer' }], spool: null, jobs: null };
    expect(line(body, 'analytics')).toMatchObject(down);
    expect(line(body, 'mail')).toMatchObject(down);
    // The logs service answers for itself in-process: its own spool, empty, and its disk check passing.
    expect(line(body, 'logs')).toMatchObject({ state: 'ready', reasons: [], jobs: null, spool: { pendingBytes: 0 } });
    const contentLine = line(body, 'content');
    expect(contentLine).toMatchObject({
      state: 'degraded',
      reasons: [
        { kind: 'store-unreachable', check: 'events' },
        { kind: 'spool-backlog', pendingBytes: 3 * 1024 * 1024 },
      ],
      spool: { pendingBytes: 3 * 1024 * 1024, pendingSegments: 2, droppedRecords: 0 },
      jobs: { depth: 1, failed: 1 },
    });
    expect(contentLine.jobs!.oldestAgeSeconds).toBeGreaterThanOrEqual(120);
  });

  it('tells the free space of the data disk and the newest backup by the date in its name', async () => {
    const body = healthReport.parse(await (await report()).json());
    expect(body.disk!.totalBytes).toBeGreaterThan(0);
    expect(body.disk!.freeBytes).toBeLessThanOrEqual(body.disk!.totalBytes);
    expect(body.disk!.freePercent).toBeCloseTo((body.disk!.freeBytes / body.disk!.totalBytes) * 100, 0);
    expect(body.lastBackup).toEqual({
      at: '2026-11-23T03:00:00.000Z',
      file: 'portfolio-compose-backup-2026-11-23T03-00-00.000Z.tar.gz',
    });
  });

  it('is the administrator’s only', async () => {
    const res = await report({});
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'unauthorized' });
  });

  it('says there is no backup yet when the folder is empty or missing', async () => {
    const bare = await startLogs({ backupDir: join(tempDir(), 'never-made') });
    try {
      const body = healthReport.parse(await (await fetch(`${bare.url}/api/admin/health`, { headers: asAdmin })).json());
      expect(body.lastBackup).toBeNull();
    } finally {
      await bare.close();
    }
  });
});
