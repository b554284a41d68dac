import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { authRoleHeader, authVerifyPaths, errorBody } from '@portfolio/contracts';
import { adminEmail, startAuth, useBackend } from './fixture.ts';
import { get, login, logout, signIn } from './http.ts';

/** Spec: with Redis down or hung, the session check answers "not signed in" within 1.5 s. */
const boundMs = 1500;

/** Runs a call and reports how long it took: the bound above is a correctness requirement, so it is asserted. */
async function timed<T>(call: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await call();
  return { value, ms: performance.now() - started };
}

/** Polls until `check` holds; fails after `ms` (for recovery, whose timing is the client's reconnect back-off). */
async function eventually(check: () => Promise<boolean>, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await sleep(100);
  }
}

describe('Redis down or hung: fail closed, answer quickly, recover without a restart', () => {
  const backend = useBackend('redis');

  it('survives a hung Redis, then a stopped one, and serves the same session again when it returns', async () => {
    const { url } = await startAuth(backend());
    const redis = backend().redisServer!;
    const cookie = await signIn(url);
    const session = async () => {
      const res = await get(url, '/api/admin/session', { cookie });
      return { status: res.status, body: (await res.json()) as unknown };
    };
    const ready = async () => (await get(url, '/readyz')).status;
    expect(await session()).toEqual({ status: 200, body: { authenticated: true, email: adminEmail } });
    expect(await ready()).toBe(200);

    /** What every outage must look like from outside: quick, closed, and never a hang or a 500. */
    const expectFailClosed = async () => {
      const check = await timed(session);
      expect(check.value).toEqual({ status: 200, body: { authenticated: false } });
      expect(check.ms).toBeLessThan(boundMs);

      // The gateway's check refuses (fails closed) but says the check could not be made: the README's 503,
      // not a 401 that sends the signed-in administrator to the sign-in page.
      const verify = await timed(() => get(url, authVerifyPaths.require, { cookie }));
      expect(verify.value.status).toBe(503);
      expect(errorBody.parse(await verify.value.json()).code).toBe('service_unavailable');
      expect(verify.ms).toBeLessThan(boundMs);
      const identify = await get(url, authVerifyPaths.identify, { cookie });
      expect(identify.status).toBe(204);
      expect(identify.headers.get(authRoleHeader)).toBe('visitor');
      // Without a session cookie nothing is read: still the client's 401.
      expect((await get(url, authVerifyPaths.require)).status).toBe(401);

      const signInAttempt = await timed(() => login(url));
      expect(signInAttempt.value.status).toBe(503);
      expect(errorBody.parse(await signInAttempt.value.json()).code).toBe('service_unavailable');
      expect(signInAttempt.value.headers.getSetCookie()).toEqual([]);
      expect(signInAttempt.ms).toBeLessThan(boundMs);

      const preference = await get(url, '/api/admin/preferences/uiLanguage', { cookie });
      expect(preference.status).toBe(503);

      expect(await ready()).toBe(503);
    };

    // Hung: the process is frozen, connections stay open, nothing answers.
    redis.freeze();
    try {
      await expectFailClosed();
    } finally {
      redis.thaw();
    }
    await eventually(async () => (await ready()) === 200);
    expect(await session()).toEqual({ status: 200, body: { authenticated: true, email: adminEmail } });

    // Down: the process is gone, connections refused.
    await redis.stop();
    await expectFailClosed();
    // A logout that cannot reach the store still clears the cookie, and says it did not finish.
    const failedLogout = await logout(url, { cookie });
    expect(failedLogout.status).toBe(503);
    expect(failedLogout.headers.getSetCookie().some((c) => /expires=Thu, 01 Jan 1970/i.test(c))).toBe(true);

    // Back, with its data (append-only file): the same cookie is signed in again, the same app still serving.
    await redis.start();
    await eventually(async () => (await ready()) === 200);
    expect(await session()).toEqual({ status: 200, body: { authenticated: true, email: adminEmail } });
    expect((await get(url, authVerifyPaths.require, { cookie })).status).toBe(204);
    expect((await login(url)).status).toBe(200);
  });

  it('ends the session a logout names even when Redis could not be read in time', async () => {
    const { url } = await startAuth(backend());
    const redis = backend().redisServer!;
    const cookie = await signIn(url);

    // The session read times out while Redis hangs; Redis answers again before the logout is over.
    redis.freeze();
    let pending: Promise<Response>;
    try {
      pending = logout(url, { cookie });
      await sleep(1200);
    } finally {
      redis.thaw();
    }
    const res = await pending;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    // A logout answered with success must have ended the session server-side, not some other id.
    expect((await get(url, '/api/admin/session', { cookie }).then((r) => r.json())) as unknown).toEqual({
      authenticated: false,
    });
  });
});
