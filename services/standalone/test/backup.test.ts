import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { applyRetention, archiveName, createBackup } from '../src/backup/create-backup.ts';
import { rawTree, runCli, storeContents, withAlteredFile, withManifest } from './backup-fixtures.ts';
import { runStandalone } from './run-standalone.ts';

const admin = { email: 'owner@example.com', password: 'a-long-test-password' };
const root = mkdtempSync(join(tmpdir(), 'backup-test-'));
const dataDir = join(root, 'data');
const backupDir = join(root, 'backups');
const env = { DATA_DIR: dataDir, BACKUP_DIR: backupDir };
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('make backup / make restore on the single-machine process', () => {
  let archive = '';
  let before: Record<string, unknown> = {};

  it('backs up every store while the process runs, and restore refuses to run under it', async () => {
    const app = await runStandalone({ ...env, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
    try {
      // Rows in the stores beyond their first-start state: a session (auth), its log lines (logs).
      const login = await fetch(`${app.url}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(admin),
      });
      expect(login.status).toBe(200);
      // Files the product keeps beside its databases: a media original and a document.
      mkdirSync(join(dataDir, 'media', 'originals'), { recursive: true });
      writeFileSync(join(dataDir, 'media', 'originals', 'photo.jpg'), Buffer.from('a picture, byte for byte'));
      writeFileSync(join(dataDir, 'site-documents', 'cv.pdf'), Buffer.from('%PDF-1.7 a document'));

      const made = await runCli(['backup'], env);
      expect(made.code, made.stderr).toBe(0);
      archive = join(backupDir, readdirSync(backupDir)[0]!);
      expect(made.stdout).toContain(archive);

      const tree = rawTree(dataDir);
      const refused = await runCli(['restore', archive, '--yes'], env);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/running.*stop it first/);
      expect(rawTree(dataDir)).toEqual(tree);
    } finally {
      await app.stop();
    }
    before = storeContents(dataDir);
    for (const store of ['auth', 'analytics', 'logs', 'content', 'mail'])
      expect(before).toHaveProperty([`${store}.sqlite`]);
    expect(before).toHaveProperty(['secrets/session-key']);
    expect(before).toHaveProperty(['media/originals/photo.jpg']);
    expect(before).toHaveProperty(['site-documents/cv.pdf']);
    const sessions = (before['auth.sqlite'] as Record<string, unknown[]>).sessions;
    expect(sessions?.length).toBeGreaterThan(0);
  });

  it('restores on a wiped machine given the backup key, every store as it was', async () => {
    const key = join(root, 'backup-key');
    copyFileSync(join(dataDir, 'secrets', 'backup-key'), key);
    rmSync(dataDir, { recursive: true, force: true });
    // A fresh machine: only the key the operator kept aside.
    mkdirSync(join(dataDir, 'secrets'), { recursive: true });
    copyFileSync(key, join(dataDir, 'secrets', 'backup-key'));

    const restored = await runCli(['restore', archive, '--yes'], env);
    expect(restored.code, restored.stderr).toBe(0);
    expect(storeContents(dataDir)).toEqual(before);
  });

  it('refuses a truncated, other-version or tampered archive, or one without confirmation, and changes nothing', async () => {
    const tree = rawTree(dataDir);
    const key = readFileSync(join(dataDir, 'secrets', 'backup-key'), 'utf8').trim();
    const bad = (name: string) => join(root, name);

    writeFileSync(bad('truncated.tar.gz'), readFileSync(archive).subarray(0, Math.floor(statSync(archive).size / 2)));
    withManifest(archive, bad('version.tar.gz'), (m) => (m.version = 2), key);
    withManifest(archive, bad('resigned.tar.gz'), (m) => Object.assign(m, { createdAt: 'x' }));
    withAlteredFile(archive, bad('altered.tar.gz'), 'auth.sqlite');
    writeFileSync(bad('garbage.tar.gz'), 'not an archive');

    const cases: [string, RegExp][] = [
      ['truncated.tar.gz', /truncated/],
      ['version.tar.gz', /format version 2/],
      ['resigned.tar.gz', /signature does not match/],
      ['altered.tar.gz', /auth\.sqlite was altered/],
      ['garbage.tar.gz', /truncated or not a backup/],
      ['missing.tar.gz', /no archive/],
    ];
    // Each restore stages in a folder of its own: the refusals run side by side.
    const results = await Promise.all(cases.map(([name]) => runCli(['restore', bad(name), '--yes'], env)));
    results.forEach((result, i) => {
      const [name, reason] = cases[i]!;
      expect(result.code, name).toBe(1);
      expect(result.stderr, name).toMatch(reason);
      expect(result.stderr).toContain('nothing changed');
    });
    // Without --yes and no terminal to type the confirmation on, nothing is replaced either.
    const unconfirmed = await runCli(['restore', archive], env);
    expect(unconfirmed.code).toBe(1);
    expect(unconfirmed.stderr).toMatch(/not confirmed/);

    // Another deployment's key: the genuine archive is refused too.
    const otherKey = await runCli(['restore', archive, '--yes'], { ...env, BACKUP_KEY: 'another-deployment-key' });
    expect(otherKey.stderr).toMatch(/signature does not match/);
    expect(rawTree(dataDir)).toEqual(tree);
    expect(readdirSync(root).filter((name) => name.startsWith('.restore-'))).toEqual([]);
  });

  it('keeps the newest BACKUP_KEEP archives', async () => {
    const dir = join(root, 'retention');
    const made: string[] = [];
    for (const day of [1, 2, 3, 4]) {
      made.push(
        await createBackup(join(dataDir, 'site-documents'), dir, 'k'.repeat(43), new Date(Date.UTC(2026, 0, day))),
      );
    }
    expect(applyRetention(dir, 2)).toEqual(made.slice(0, 2).map((file) => file.slice(dir.length + 1)));
    expect(readdirSync(dir).sort()).toEqual([
      archiveName(new Date(Date.UTC(2026, 0, 3))),
      archiveName(new Date(Date.UTC(2026, 0, 4))),
    ]);
  });
});
