import { describe, expect, it } from 'vitest';
import { errorBody, preferenceResponse } from '@portfolio/contracts';
import { startAuth, storeKinds, useBackend } from './fixture.ts';
import { get, json, logout, signIn, type Call } from './http.ts';

const path = (key: string) => `/api/admin/preferences/${key}`;

const put = (url: string, key: string, body: unknown, { cookie, headers }: Call = {}) =>
  fetch(`${url}${path(key)}`, {
    method: 'PUT',
    headers: { ...json, ...(cookie ? { cookie } : {}), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const codeOf = async (res: Response) => errorBody.parse(await res.json()).code;

describe.each(storeKinds)('administrator preferences (%s)', (kind) => {
  const backend = useBackend(kind);

  it('refuses visitors with 401, reading and writing', async () => {
    const { url, stores } = await startAuth(backend());
    const read = await get(url, path('uiLanguage'));
    expect(read.status).toBe(401);
    expect(await codeOf(read)).toBe('unauthorized');
    const write = await put(url, 'uiLanguage', { value: 'fr' });
    expect(write.status).toBe(401);
    expect(await codeOf(write)).toBe('unauthorized');
    expect(await stores.preferences.get('uiLanguage')).toBeUndefined();
  });

  it('stores a value with PUT and returns it with GET', async () => {
    const { url } = await startAuth(backend());
    const cookie = await signIn(url);
    const written = await put(url, 'uiLanguage', { value: 'fr' }, { cookie });
    expect(written.status).toBe(200);
    expect(preferenceResponse.parse(await written.json())).toEqual({ key: 'uiLanguage', value: 'fr' });

    const read = await get(url, path('uiLanguage'), { cookie });
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({ key: 'uiLanguage', value: 'fr' });

    await put(url, 'uiLanguage', { value: 'ja' }, { cookie });
    expect(await (await get(url, path('uiLanguage'), { cookie })).json()).toEqual({ key: 'uiLanguage', value: 'ja' });

    for (const value of [{ sort: 'date', pageSize: 50, compact: true }, ['date', 'path'], 3, false, null]) {
      expect((await put(url, 'logs.view', { value }, { cookie })).status).toBe(200);
      expect(await (await get(url, path('logs.view'), { cookie })).json()).toEqual({ key: 'logs.view', value });
    }
  });

  it('answers 404 for a key never set', async () => {
    const { url } = await startAuth(backend());
    const cookie = await signIn(url);
    const res = await get(url, path('neverSet'), { cookie });
    expect(res.status).toBe(404);
    expect(await codeOf(res)).toBe('not_found');
  });

  it('answers 400 for a bad key', async () => {
    const { url } = await startAuth(backend());
    const cookie = await signIn(url);
    for (const key of ['1starts-with-digit', 'has%20space', 'dollar$sign', 'x'.repeat(65)]) {
      const read = await get(url, path(key), { cookie });
      expect(read.status, key).toBe(400);
      expect(await codeOf(read)).toBe('validation_failed');
      const write = await put(url, key, { value: 1 }, { cookie });
      expect(write.status, key).toBe(400);
      expect(await codeOf(write)).toBe('validation_failed');
    }
  });

  it('answers 400 for a bad body', async () => {
    const { url, stores } = await startAuth(backend());
    const cookie = await signIn(url);
    const bodies = [
      {},
      { value: 'fr', extra: true },
      { value: { nested: { deeper: 1 } } },
      { value: 'x'.repeat(4097) },
      { value: JSON.parse('{"__proto__": 1}') as unknown },
      'fr',
    ];
    for (const body of bodies) {
      const res = await put(url, 'uiLanguage', typeof body === 'string' ? JSON.stringify(body) : body, { cookie });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await codeOf(res)).toBe('validation_failed');
    }
    const malformed = await put(url, 'uiLanguage', '{"value":', { cookie });
    expect(malformed.status).toBe(400);
    expect(await codeOf(malformed)).toBe('invalid_json');
    expect(await stores.preferences.get('uiLanguage')).toBeUndefined();
  });

  it('refuses a cross-site or non-JSON write', async () => {
    const { url } = await startAuth(backend());
    const cookie = await signIn(url);
    const crossSite = await put(
      url,
      'uiLanguage',
      { value: 'fr' },
      { cookie, headers: { 'sec-fetch-site': 'cross-site' } },
    );
    expect(crossSite.status).toBe(403);
    const plain = await put(url, 'uiLanguage', { value: 'fr' }, { cookie, headers: { 'content-type': 'text/plain' } });
    expect(plain.status).toBe(415);
  });

  it('refuses the cookie once its session has ended', async () => {
    const { url } = await startAuth(backend());
    const cookie = await signIn(url);
    expect((await put(url, 'uiLanguage', { value: 'fr' }, { cookie })).status).toBe(200);
    await logout(url, { cookie });
    expect((await get(url, path('uiLanguage'), { cookie })).status).toBe(401);
    expect((await put(url, 'uiLanguage', { value: 'de' }, { cookie })).status).toBe(401);
    // Still there for the next session.
    const again = await signIn(url);
    expect(await (await get(url, path('uiLanguage'), { cookie: again })).json()).toEqual({
      key: 'uiLanguage',
      value: 'fr',
    });
  });
});
