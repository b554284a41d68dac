import { describe, expect, it } from 'vitest';
import { authRoleHeader, authVerifyPaths, errorBody } from '@portfolio/contracts';
import { sessionCookieName } from '../src/session.ts';
import { startAuth, useBackend } from './fixture.ts';
import { cookieValue, get, signIn } from './http.ts';

const sessionPath = '/api/admin/session';

/**
 * The session check and the gateway's checks are answered on node:http before Koa (session-check.ts): what a client
 * sees must still be what every kit route sends.
 */
describe('the session checks answered before Koa', () => {
  const backend = useBackend('sqlite');

  it('send the security headers, no-store and a request id, answered and refused alike', async () => {
    const { url } = await startAuth(backend());
    const cookie = await signIn(url);
    for (const [path, status] of [
      [sessionPath, 200],
      [authVerifyPaths.require, 204],
      [authVerifyPaths.identify, 204],
    ] as const) {
      const res = await get(url, path, { cookie });
      expect(res.status, path).toBe(status);
      expect(res.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expect(res.headers.get('x-request-id'), path).toMatch(/^[0-9a-f-]{36}$/);
    }
    const refused = await get(url, authVerifyPaths.require);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
    expect(refused.headers.get(authRoleHeader)).toBeNull();
  });

  it('answer HEAD like GET, and 405 naming GET and HEAD for any other method', async () => {
    const { url } = await startAuth(backend());
    const head = await fetch(`${url}${sessionPath}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('application/json; charset=utf-8');
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const res = await fetch(`${url}${sessionPath}`, { method });
      expect(res.status, method).toBe(405);
      expect(res.headers.get('allow')).toBe('HEAD, GET');
      expect(errorBody.parse(await res.json()).code).toBe('method_not_allowed');
    }
  });

  it('clear the signature cookie of a session cookie signed with a key it does not hold', async () => {
    const { url } = await startAuth(backend());
    const cookie = await signIn(url);
    const id = cookieValue(cookie, sessionCookieName)!;
    const res = await get(url, sessionPath, { cookie: `${sessionCookieName}=${id}; ${sessionCookieName}.sig=forged` });
    expect(await res.json()).toEqual({ authenticated: false });
    expect(res.headers.getSetCookie()).toEqual([
      `${sessionCookieName}.sig=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; httponly`,
    ]);
    // A query string is the same check.
    expect(await (await get(url, `${sessionPath}?x=1`, { cookie })).json()).toMatchObject({ authenticated: true });
  });
});
