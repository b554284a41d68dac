import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { AdminCredentials } from '../src/credentials/credentials.ts';
import { adminCredentials, adminEmail, quickHash, startAuth, storeKinds, useBackend } from './fixture.ts';
import { sessionCookieName } from '../src/session.ts';
import { cookieValue, get, login, sessionState, signIn } from './http.ts';

describe.each(storeKinds)('session lifetime (%s)', (kind) => {
  const backend = useBackend(kind);

  it('ends a session left idle, and keeps one in use alive past the idle timeout', async () => {
    const { url } = await startAuth(backend(), { session: { idleTimeoutMs: 500, absoluteTimeoutMs: 60_000 } });
    const cookie = await signIn(url);
    // Used every 200 ms for 600 ms: longer than the idle timeout in total, never idle for that long.
    for (let i = 0; i < 3; i++) {
      await sleep(200);
      expect(await sessionState(url, cookie)).toEqual({ authenticated: true, email: adminEmail });
    }
    await sleep(800);
    expect(await sessionState(url, cookie)).toEqual({ authenticated: false });
    expect((await get(url, '/api/admin/verify', { cookie })).status).toBe(401);
  });

  it('ends a session at its absolute timeout, however busy', async () => {
    const { url } = await startAuth(backend(), { session: { idleTimeoutMs: 500, absoluteTimeoutMs: 1000 } });
    const cookie = await signIn(url);
    let authenticated = true;
    const started = Date.now();
    // Kept busy well inside the idle timeout until it is refused.
    while (authenticated && Date.now() - started < 5000) {
      await sleep(150);
      authenticated = (await sessionState(url, cookie)).authenticated;
    }
    expect(authenticated).toBe(false);
    // Refused for good: not a hiccup of one request.
    expect(await sessionState(url, cookie)).toEqual({ authenticated: false });
  });

  it('does not refuse a busy session before its absolute timeout', async () => {
    const { url } = await startAuth(backend(), { session: { idleTimeoutMs: 30_000, absoluteTimeoutMs: 60_000 } });
    const cookie = await signIn(url);
    await sleep(300);
    expect(await sessionState(url, cookie)).toEqual({ authenticated: true, email: adminEmail });
  });

  it('does not write the session on a read that would move its idle deadline by less than the slack', async () => {
    // Idle 30 min: the slack is 1 min, so reads within a minute of the last write leave the deadline alone.
    const { url } = await startAuth(backend());
    const cookie = await signIn(url);
    const id = cookieValue(cookie, sessionCookieName)!;
    const written = await backend().sessionExpiry(id);
    expect(written).toBeDefined();
    await sleep(50);
    for (let i = 0; i < 3; i++) {
      expect(await sessionState(url, cookie)).toEqual({ authenticated: true, email: adminEmail });
      expect((await get(url, '/api/admin/verify', { cookie })).status).toBe(204);
    }
    expect(await backend().sessionExpiry(id)).toBe(written);
  });

  it('moves the idle deadline once a read would move it by the slack or more', async () => {
    // Idle 1 s: the slack is a tenth of it, 100 ms.
    const { url } = await startAuth(backend(), { session: { idleTimeoutMs: 1000, absoluteTimeoutMs: 60_000 } });
    const cookie = await signIn(url);
    const id = cookieValue(cookie, sessionCookieName)!;
    const written = (await backend().sessionExpiry(id))!;
    await sleep(150);
    expect(await sessionState(url, cookie)).toMatchObject({ authenticated: true });
    expect(await backend().sessionExpiry(id)).toBeGreaterThanOrEqual(written + 150);
  });

  it('sets the cookie to expire with the absolute timeout', async () => {
    const absoluteTimeoutMs = 2 * 3_600_000;
    const { url } = await startAuth(backend(), { session: { absoluteTimeoutMs } });
    const before = Date.now();
    const res = await login(url);
    const line = res.headers.getSetCookie().find((c) => c.includes('portfolio_sid='))!;
    const expires = Date.parse(/expires=([^;]+)/i.exec(line)![1]!);
    expect(expires).toBeGreaterThan(before + absoluteTimeoutMs - 5000);
    expect(expires).toBeLessThan(before + absoluteTimeoutMs + 5000);
  });

  it('ends every existing session when the password is rotated', async () => {
    let current: AdminCredentials = adminCredentials;
    const { url } = await startAuth(backend(), { credentials: () => current });
    const cookie = await signIn(url);
    expect(await sessionState(url, cookie)).toMatchObject({ authenticated: true });

    const newPassword = 'a brand new passphrase';
    current = { email: adminEmail, passwordHash: await quickHash(newPassword) };
    expect(await sessionState(url, cookie)).toEqual({ authenticated: false });
    expect((await get(url, '/api/admin/verify', { cookie })).status).toBe(401);
    expect((await login(url)).status).toBe(401);

    const fresh = await login(url, { email: adminEmail, password: newPassword });
    expect(fresh.status).toBe(200);
  });

  it('ends every existing session when the administrator email changes', async () => {
    let current: AdminCredentials = adminCredentials;
    const { url } = await startAuth(backend(), { credentials: () => current });
    const cookie = await signIn(url);
    current = { ...adminCredentials, email: 'new-admin@example.com' };
    expect(await sessionState(url, cookie)).toEqual({ authenticated: false });
  });

  it('treats everyone as signed out, without an error, while the credentials cannot be read', async () => {
    let broken = false;
    const { url } = await startAuth(backend(), {
      credentials: () => {
        if (broken) throw new Error('EACCES: admin-credentials.json');
        return adminCredentials;
      },
    });
    const cookie = await signIn(url);
    broken = true;
    const res = await get(url, '/api/admin/session', { cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ authenticated: false });
    expect((await get(url, '/api/admin/verify', { cookie })).status).toBe(401);
    broken = false;
    expect(await sessionState(url, cookie)).toMatchObject({ authenticated: true });
  });
});
