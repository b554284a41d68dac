import { describe, expect, it } from 'vitest';
import { errorBody } from '@portfolio/contracts';
import { sessionCookieName } from '../src/session.ts';
import { adminEmail, startAuth, storeKinds, useBackend } from './fixture.ts';
import { cookieAttributes, cookieFrom, cookieValue, get, login, logout, sessionState, signIn } from './http.ts';
import { signedSessionCookie } from './sign.ts';

describe.each(storeKinds)('login, session and logout (%s)', (kind) => {
  const backend = useBackend(kind);

  it('signs in: 200 {success: true} and an HttpOnly, SameSite=Strict, Path=/ cookie, not Secure over plain HTTP', async () => {
    const { url } = await startAuth(backend());
    const res = await login(url);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    for (const name of [sessionCookieName, `${sessionCookieName}.sig`]) {
      const attributes = cookieAttributes(res, name);
      expect(attributes).toContain('httponly');
      expect(attributes).toContain('samesite=strict');
      expect(attributes).toContain('path=/');
      expect(attributes).not.toContain('secure');
    }
  });

  it('over TLS (a trusted proxy says so) names the cookie __Host-portfolio_sid, Secure, and keeps the session by it', async () => {
    const { url } = await startAuth(backend(), { trust: ['127.0.0.1'] });
    const tls = { headers: { 'x-forwarded-proto': 'https' } };
    const res = await login(url, undefined, tls);
    expect(res.status).toBe(200);
    const hostName = `__Host-${sessionCookieName}`;
    for (const name of [hostName, `${hostName}.sig`]) {
      const attributes = cookieAttributes(res, name);
      expect(attributes).toContain('secure');
      expect(attributes).toContain('path=/');
      expect(attributes.some((a) => a.startsWith('domain='))).toBe(false);
    }
    expect(res.headers.getSetCookie().some((c) => c.startsWith(`${sessionCookieName}`))).toBe(false);
    const cookie = cookieFrom(res)!;
    const session = await get(url, '/api/admin/session', { cookie, ...tls });
    expect(await session.json()).toEqual({ authenticated: true, email: adminEmail });
    const out = await logout(url, { cookie, headers: { ...tls.headers, 'content-type': 'application/json' } });
    expect(out.status).toBe(200);
    expect(cookieAttributes(out, hostName)).toContain('secure');
    expect(await (await get(url, '/api/admin/session', { cookie, ...tls })).json()).toEqual({ authenticated: false });
  });

  it('ignores X-Forwarded-Proto from a peer it does not trust', async () => {
    const { url } = await startAuth(backend());
    const res = await login(url, undefined, { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.status).toBe(200);
    expect(cookieAttributes(res, sessionCookieName)).not.toContain('secure');
  });

  it('issues a session id of at least 128 random bits, a new one at every login', async () => {
    const { url } = await startAuth(backend());
    const ids = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const id = cookieValue(await signIn(url), sessionCookieName)!;
      // base64url: 6 bits per character.
      expect(id).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(id.length * 6).toBeGreaterThanOrEqual(128);
      ids.add(id);
    }
    expect(ids.size).toBe(3);
  });

  it('does not keep the session id the browser came with (session fixation)', async () => {
    const { url } = await startAuth(backend());
    // An id planted by an attacker, even correctly signed, is replaced at login and never becomes a session.
    const planted = signedSessionCookie('attacker-chosen-session-id-0123456789abcdef');
    const res = await login(url, undefined, { cookie: planted });
    expect(res.status).toBe(200);
    const issued = cookieFrom(res)!;
    expect(cookieValue(issued, sessionCookieName)).not.toBe(cookieValue(planted, sessionCookieName));
    expect(await sessionState(url, planted)).toEqual({ authenticated: false });
    expect(await sessionState(url, issued)).toEqual({ authenticated: true, email: adminEmail });

    // Signing in again over a live session also moves to a new id, and the old one ends.
    const again = await login(url, undefined, { cookie: issued });
    const next = cookieFrom(again)!;
    expect(cookieValue(next, sessionCookieName)).not.toBe(cookieValue(issued, sessionCookieName));
    expect(await sessionState(url, next)).toEqual({ authenticated: true, email: adminEmail });
    expect(await sessionState(url, issued)).toEqual({ authenticated: false });
  });

  it('reports the session: authenticated with the cookie, not without', async () => {
    const { url } = await startAuth(backend());
    const cookie = await signIn(url);
    expect(await sessionState(url, cookie)).toEqual({ authenticated: true, email: adminEmail });
    const anonymous = await get(url, '/api/admin/session');
    expect(anonymous.status).toBe(200);
    expect(await anonymous.json()).toEqual({ authenticated: false });
    // A visitor's check opens no session.
    expect(anonymous.headers.getSetCookie()).toEqual([]);
  });

  it('answers not-authenticated, never an error, for garbage or tampered cookies', async () => {
    const { url } = await startAuth(backend());
    const cookie = await signIn(url);
    const id = cookieValue(cookie, sessionCookieName)!;
    const sig = cookieValue(cookie, `${sessionCookieName}.sig`)!;
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    const bad = [
      `${sessionCookieName}=garbage`,
      `${sessionCookieName}=${id}`,
      `${sessionCookieName}=${id}; ${sessionCookieName}.sig=${flipped}`,
      `${sessionCookieName}=${id.slice(0, -1)}x; ${sessionCookieName}.sig=${sig}`,
      signedSessionCookie(id, 'a-key-the-server-does-not-hold-0123456789'),
      `${sessionCookieName}=%%%; ${sessionCookieName}.sig=@@@`,
      `${sessionCookieName}=${'a'.repeat(3000)}`,
    ];
    for (const value of bad) {
      expect(await sessionState(url, value), value).toEqual({ authenticated: false });
    }
    // The real one still works: the failures above were about the cookies, not the server.
    expect(await sessionState(url, cookie)).toEqual({ authenticated: true, email: adminEmail });
  });

  it('destroys the session at logout: the old cookie replayed afterwards is not authenticated', async () => {
    const { url } = await startAuth(backend());
    const cookie = await signIn(url);
    const res = await logout(url, { cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    // The browser is told to drop the cookie…
    const cleared = res.headers.getSetCookie().find((c) => c.startsWith(`${sessionCookieName}=;`));
    expect(cleared).toMatch(/expires=Thu, 01 Jan 1970/i);
    // …and a copy kept anyway is worthless.
    expect(await sessionState(url, cookie)).toEqual({ authenticated: false });
    expect((await get(url, '/api/admin/verify', { cookie })).status).toBe(401);
  });

  it('answers 200 to a logout without any session, or with a bad cookie', async () => {
    const { url } = await startAuth(backend());
    for (const cookie of [undefined, `${sessionCookieName}=garbage`]) {
      const res = await logout(url, { cookie });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true });
    }
  });

  it('answers 405 with the error body for a method a route does not take', async () => {
    const { url } = await startAuth(backend());
    const res = await get(url, '/api/admin/login');
    expect(res.status).toBe(405);
    expect(errorBody.parse(await res.json()).code).toBe('method_not_allowed');
  });
});
