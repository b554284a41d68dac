import { describe, expect, it } from 'vitest';
import { errorBody, serviceTable } from '@portfolio/contracts';
import { adminEmail, adminPassword, startAuth, useBackend } from './fixture.ts';
import { cookieFrom, json, login, logout, postJson, rawRequest, sessionState, signIn } from './http.ts';

const bodyLimit = serviceTable.auth.bodyLimitBytes;
const credentials = { email: adminEmail, password: adminPassword };

const codeOf = async (res: Response) => errorBody.parse(await res.json()).code;

/** These guards run before any store is touched, so the embedded store covers them. */
describe('request guards on state-changing auth calls', () => {
  const backend = useBackend('sqlite');

  describe('cross-site requests (CSRF)', () => {
    it('refuses login and logout sent from another site, by Fetch Metadata', async () => {
      const { url } = await startAuth(backend());
      for (const site of ['cross-site', 'same-site']) {
        const headers = { 'sec-fetch-site': site };
        const res = await login(url, undefined, { headers });
        expect(res.status, site).toBe(403);
        expect(await codeOf(res)).toBe('forbidden');
        expect(res.headers.getSetCookie()).toEqual([]);
      }
      const cookie = await signIn(url);
      const res = await logout(url, { cookie, headers: { 'sec-fetch-site': 'cross-site' } });
      expect(res.status).toBe(403);
      expect(await codeOf(res)).toBe('forbidden');
      // The refused logout did not end the session.
      expect(await sessionState(url, cookie)).toMatchObject({ authenticated: true });
    });

    it('refuses a foreign Origin when Fetch Metadata is absent', async () => {
      const { url } = await startAuth(backend());
      const headers = { origin: 'https://evil.example' };
      const res = await login(url, undefined, { headers });
      expect(res.status).toBe(403);
      expect(await codeOf(res)).toBe('forbidden');
      const cookie = await signIn(url);
      expect((await logout(url, { cookie, headers })).status).toBe(403);
      expect((await logout(url, { cookie, headers: { origin: 'null' } })).status).toBe(403);
      expect(await sessionState(url, cookie)).toMatchObject({ authenticated: true });
    });

    it('accepts same-origin requests and clients that are not browsers', async () => {
      const { url } = await startAuth(backend());
      expect((await login(url, undefined, { headers: { 'sec-fetch-site': 'same-origin' } })).status).toBe(200);
      expect((await login(url, undefined, { headers: { origin: url } })).status).toBe(200);
      expect((await login(url)).status).toBe(200);
      const cookie = await signIn(url);
      expect((await logout(url, { cookie, headers: { 'sec-fetch-site': 'same-origin', origin: url } })).status).toBe(
        200,
      );
    });
  });

  describe('bodies', () => {
    it('answers 415 to a body that is not JSON', async () => {
      const { url } = await startAuth(backend());
      const cases = [
        ['text/plain', JSON.stringify(credentials)],
        ['application/x-www-form-urlencoded', `email=${adminEmail}&password=x`],
        ['multipart/form-data; boundary=x', '--x--'],
        ['application/json; charset=iso-8859-1', JSON.stringify(credentials)],
        ['not a media type', JSON.stringify(credentials)],
      ] as const;
      for (const [type, body] of cases) {
        const res = await fetch(`${url}/api/admin/login`, { method: 'POST', headers: { 'content-type': type }, body });
        expect(res.status, type).toBe(415);
        expect(await codeOf(res)).toBe('unsupported_media_type');
      }
      const cookie = await signIn(url);
      const res = await fetch(`${url}/api/admin/logout`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', cookie },
        body: '{}',
      });
      expect(res.status).toBe(415);
      expect(await sessionState(url, cookie)).toMatchObject({ authenticated: true });
    });

    it('accepts JSON with an explicit UTF-8 charset', async () => {
      const { url } = await startAuth(backend());
      const res = await login(url, undefined, { headers: { 'content-type': 'application/json; charset=utf-8' } });
      expect(res.status).toBe(200);
      expect(cookieFrom(res)).toBeDefined();
    });

    it('answers 400 invalid_json to malformed JSON', async () => {
      const { url } = await startAuth(backend());
      for (const body of ['{"email":', '{email: "a@b.c"}', "{'a': 1}"]) {
        const res = await fetch(`${url}/api/admin/login`, { method: 'POST', headers: json, body });
        expect(res.status, body).toBe(400);
        expect(await res.json()).toEqual({ code: 'invalid_json', message: expect.any(String) });
      }
    });

    it('answers 413 to a body over 8 KiB, announced by its length', async () => {
      const { url } = await startAuth(backend());
      const res = await postJson(url, '/api/admin/login', { ...credentials, padding: 'x'.repeat(bodyLimit) });
      expect(res.status).toBe(413);
      expect(await codeOf(res)).toBe('payload_too_large');
    });

    it('answers 413 to a chunked body that grows past 8 KiB', async () => {
      const { url } = await startAuth(backend());
      const res = await rawRequest(
        url,
        { method: 'POST', path: '/api/admin/login', headers: { ...json, 'transfer-encoding': 'chunked' } },
        (write) => {
          write(`{"email":"${adminEmail}","password":"`);
          for (let i = 0; i < 10; i++) write('x'.repeat(1024));
          write('"}');
        },
      );
      expect(res.status).toBe(413);
      expect(errorBody.parse(JSON.parse(res.body)).code).toBe('payload_too_large');
    });

    it('accepts a body just under the limit', async () => {
      const { url } = await startAuth(backend());
      // Valid JSON just under the cap: the size guard lets it through, the schema then judges it.
      const res = await postJson(url, '/api/admin/login', { ...credentials, padding: 'x'.repeat(bodyLimit - 200) });
      expect(res.status).toBe(400);
      expect(await codeOf(res)).toBe('validation_failed');
    });
  });

  it('sends the security headers on errors too', async () => {
    const { url } = await startAuth(backend());
    const res = await login(url, undefined, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(res.status).toBe(403);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
