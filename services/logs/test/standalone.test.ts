import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthReport, type IssueDetail, type IssueList } from '@portfolio/contracts';
import { internalLogsPath } from '@portfolio/kit';
import { runChildServer, type ChildServer } from '@portfolio/testing';
import { beacon, entry, json, uniqueWord } from './http.ts';

const standaloneMain = fileURLToPath(new URL('../../standalone/src/main.ts', import.meta.url));
const credentials = { email: 'owner@example.com', password: 'a-long-test-password' };

/** `make start` as a new user runs it: one process, embedded storage, the admin guard in-process. */
describe('logs in the single-machine process', () => {
  let app: ChildServer;
  let dataDir: string;
  let backupDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'logs-standalone-'));
    backupDir = mkdtempSync(join(tmpdir(), 'logs-standalone-backups-'));
    writeFileSync(join(backupDir, 'portfolio-backup-2026-11-22T04-05-06.789Z.tar.gz'), '');
    app = await runChildServer(standaloneMain, {
      BACKUP_DIR: backupDir,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: credentials.email,
      ADMIN_PASSWORD: credentials.password,
    });
  });
  afterAll(async () => {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(backupDir, { recursive: true, force: true });
  });

  async function signIn() {
    const res = await fetch(`${app.url}/api/admin/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(credentials),
    });
    expect(res.status).toBe(200);
    return res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  }

  it('mounts the logs service', () => {
    expect(app.output()).toMatch(/services: .*logs/);
  });

  it('shows beacon entries grouped and scrubbed to the signed-in administrator, and to nobody else', async () => {
    const word = uniqueWord('beacon');
    const sent = [
      entry({
        message: `${word} failed for visitor@example.com`,
        url: 'https://portfolio.example/blog?utm_source=mail&token=abc',
        stack: `TypeError: x\n    at loadPosts (http://127.0.0.1/assets/index-Bx2k9sQa.js:10:20)`,
      }),
      entry({
        message: `${word} failed for another@example.net`,
        url: 'https://portfolio.example/blog',
        stack: `TypeError: x\n    at loadPosts (http://127.0.0.1/assets/index-Zq81mPwe.js:99:1)`,
      }),
    ];
    const posted = await fetch(`${app.url}/api/logs`, {
      method: 'POST',
      headers: beacon,
      body: JSON.stringify({ entries: sent, source: 'client' }),
    });
    expect(posted.status).toBe(202);

    expect((await fetch(`${app.url}/api/admin/logs`)).status).toBe(401);

    const cookie = await signIn();
    let listing: IssueList = { issues: [], nextCursor: null };
    // The pump moves accepted entries to the store in the background.
    for (let attempt = 0; attempt < 100 && listing.issues.length === 0; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50));
      const res = await fetch(`${app.url}/api/admin/logs?q=${word}`, { headers: { cookie } });
      expect(res.status).toBe(200);
      listing = (await res.json()) as IssueList;
    }
    expect(listing.issues).toHaveLength(1);
    const [issue] = listing.issues;
    expect(issue).toMatchObject({ title: `${word} failed for [email]`, count: 2, source: 'client' });

    const detail = (await (
      await fetch(`${app.url}/api/admin/logs/${issue!.id}`, { headers: { cookie } })
    ).json()) as IssueDetail;
    expect(detail.occurrences.map((o) => o.url)).toEqual([
      'https://portfolio.example/blog',
      'https://portfolio.example/blog',
    ]);
    expect(JSON.stringify(detail)).not.toMatch(/visitor@|another@|token=abc|utm_source/);

    const resolved = await fetch(`${app.url}/api/admin/logs/${issue!.id}`, {
      method: 'PATCH',
      headers: { ...json, cookie },
      body: JSON.stringify({ status: 'resolved' }),
    });
    expect(await resolved.json()).toMatchObject({ status: 'resolved' });
  });

  it('hides the internal ingestion route from the outside', async () => {
    const res = await fetch(`${app.url}${internalLogsPath}`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ source: 'auth', entries: [entry()] }),
    });
    expect(res.status).toBe(404);
  });

  it('reports the logs service ready', async () => {
    const ready = await fetch(`${app.url}/readyz`);
    expect(await ready.json()).toMatchObject({ status: 'ready', services: { logs: { ready: true } } });
  });

  it('reports every service of the process to the administrator, asked in-process, with the last backup', async () => {
    expect((await fetch(`${app.url}/api/admin/health`)).status).toBe(401);
    const res = await fetch(`${app.url}/api/admin/health`, { headers: { cookie: await signIn() } });
    expect(res.status).toBe(200);
    const body = healthReport.parse(await res.json());
    expect(body.services.map(({ service, state }) => [service, state])).toEqual([
      ['auth', 'ready'],
      ['analytics', 'ready'],
      ['logs', 'ready'],
      ['content', 'ready'],
      ['mail', 'ready'],
    ]);
    // The services running background jobs tell their queues; none has failed on a fresh start.
    for (const service of ['content', 'mail']) {
      expect(body.services.find((s) => s.service === service)!.jobs).toMatchObject({ failed: 0 });
    }
    expect(body.disk!.freeBytes).toBeGreaterThan(0);
    expect(body.lastBackup).toEqual({
      at: '2026-11-22T04:05:06.789Z',
      file: 'portfolio-backup-2026-11-22T04-05-06.789Z.tar.gz',
    });
  });
});
