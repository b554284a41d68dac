import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '@portfolio/testing';
import { runStandalone, standaloneMain, type Standalone } from './run-standalone.ts';

const json = { 'content-type': 'application/json' };

describe('single-machine process with ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  let app: Standalone;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'standalone-'));
    app = await runStandalone({
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'a-long-test-password',
    });
  });
  afterAll(async () => {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const signIn = async () => {
    const res = await fetch(`${app.url}/api/admin/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'owner@example.com', password: 'a-long-test-password' }),
    });
    expect(res.status).toBe(200);
    return res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  };

  it('announces where it runs and how to sign in, and writes no clear password', () => {
    expect(app.output()).toContain('services: auth');
    expect(app.output()).toContain('/admin');
    expect(() => statSync(join(dataDir, 'admin-credentials.json'))).toThrow();
  });

  it('serves the three spec calls of the auth service at their route-table prefix', async () => {
    expect(await (await fetch(`${app.url}/api/admin/session`)).json()).toEqual({ authenticated: false });
    const cookie = await signIn();
    expect(await (await fetch(`${app.url}/api/admin/session`, { headers: { cookie } })).json()).toEqual({
      authenticated: true,
      email: 'owner@example.com',
    });
    const out = await fetch(`${app.url}/api/admin/logout`, { method: 'POST', headers: { cookie } });
    expect(await out.json()).toEqual({ success: true });
    expect(await (await fetch(`${app.url}/api/admin/session`, { headers: { cookie } })).json()).toEqual({
      authenticated: false,
    });
  });

  it('guards admin routes in-process before the service sees them, and hides internal ones', async () => {
    const refused = await fetch(`${app.url}/api/admin/preferences/uiLanguage`);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: 'unauthorized' });
    expect(refused.headers.get('content-security-policy')).toContain("default-src 'none'");

    const cookie = await signIn();
    const put = await fetch(`${app.url}/api/admin/preferences/uiLanguage`, {
      method: 'PUT',
      headers: { ...json, cookie },
      body: JSON.stringify({ value: 'ar' }),
    });
    expect(await put.json()).toEqual({ key: 'uiLanguage', value: 'ar' });

    for (const path of ['/api/admin/verify', '/api/admin/verify/identify']) {
      const hidden = await fetch(`${app.url}${path}`, { headers: { cookie } });
      expect(hidden.status, path).toBe(404);
    }
  });

  it('answers routes of services that are not installed with the contract 404, never a 5xx', async () => {
    const res = await fetch(`${app.url}/api/nothing-here`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 'not_found', message: expect.any(String) });
  });

  it('reports health and readiness', async () => {
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${app.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', services: { auth: { ready: true } } });
  });

  it('stops cleanly on SIGTERM', async () => {
    const other = await runStandalone({
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'x-long-password',
    });
    expect(await other.stop('SIGTERM')).toBe(0);
  });
});

describe('single-machine process on a fresh data folder', () => {
  it('generates the administrator password once, into a 0600 file (its output is no terminal), and keeps only its hash', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'standalone-fresh-'));
    const first = await runStandalone({ DATA_DIR: dataDir });
    try {
      const passwordFile = join(dataDir, 'generated-admin-password.txt');
      expect(first.output()).toContain(passwordFile);
      expect(first.output()).not.toMatch(/password:\s+\S+/);
      expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
      const match = /email:\s+(\S+)\n\s*password:\s+(\S+)/.exec(readFileSync(passwordFile, 'utf8'));
      expect(match).not.toBeNull();
      const [, email, password] = match!;
      expect(first.output()).not.toContain(password!);
      const stored = statSync(join(dataDir, 'admin-credentials.json'));
      expect(stored.mode & 0o777).toBe(0o600);
      const file = readFileSync(join(dataDir, 'admin-credentials.json'), 'utf8');
      expect(file).not.toContain(password);
      expect(file).toContain('$argon2id$');

      const login = await fetch(`${first.url}/api/admin/login`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email, password }),
      });
      expect(login.status).toBe(200);
      await first.stop();

      const second = await runStandalone({ DATA_DIR: dataDir });
      expect(second.output()).not.toContain(password!);
      expect(second.output()).not.toMatch(/password:\s+\S+/);
      await second.stop();
    } finally {
      await first.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('stops at once on a port already taken, saying so, before any password is generated', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'standalone-busy-'));
    const taken = await listen((_req, res) => res.end());
    try {
      const result = spawnSync(process.execPath, [standaloneMain], {
        env: { PATH: process.env.PATH ?? '', PORT: new URL(taken.url).port, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
        encoding: 'utf8',
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('something else already listens there');
      expect(result.stderr).not.toContain('    at ');
      // A first start that never showed its one-time password must not have kept its hash either.
      expect(existsSync(join(dataDir, 'admin-credentials.json'))).toBe(false);
    } finally {
      await taken.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses an invalid configuration, naming every bad key', async () => {
    const result = spawnSync(process.execPath, [standaloneMain], {
      env: { PATH: process.env.PATH ?? '', PORT: 'not-a-port', LOG_LEVEL: 'loud' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('PORT');
    expect(result.stderr).toContain('LOG_LEVEL');
  });
});
