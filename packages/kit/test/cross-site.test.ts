import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rejectCrossSite } from '../src/index.ts';
import { startKitApp, type KitApp } from './support/kit-app.ts';
import { rawRequest } from './support/raw-http.ts';

describe('rejectCrossSite', () => {
  let app: KitApp;
  beforeAll(async () => {
    app = await startKitApp((router) => {
      router.all('/api/settings', rejectCrossSite(), (ctx) => {
        ctx.body = { changed: ctx.method !== 'GET' };
      });
    });
  });
  afterAll(() => app.close());

  const send = (method: string, headers: Record<string, string>) =>
    rawRequest(`${app.url}/api/settings`, { method, headers });

  it.each(['cross-site', 'same-site'])('refuses a POST with Sec-Fetch-Site: %s with 403', async (site) => {
    const res = await send('POST', { 'sec-fetch-site': site });
    expect(res.status).toBe(403);
    expect(res.json()).toEqual({ code: 'forbidden', message: expect.any(String) });
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it.each(['PUT', 'PATCH', 'DELETE'])('refuses a cross-site %s too', async (method) => {
    const res = await send(method, { 'sec-fetch-site': 'cross-site' });
    expect(res.status).toBe(403);
  });

  it.each(['same-origin', 'none'])('lets a POST with Sec-Fetch-Site: %s through', async (site) => {
    const res = await send('POST', { 'sec-fetch-site': site });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ changed: true });
  });

  it('falls back to Origin: a foreign one is refused', async () => {
    for (const origin of ['https://evil.example', `http://127.0.0.1:${app.port + 1}`, 'null', 'not a url']) {
      const res = await send('POST', { origin });
      expect(res.status, origin).toBe(403);
    }
  });

  it('falls back to Origin: the same host is let through', async () => {
    const res = await send('POST', { origin: `http://127.0.0.1:${app.port}` });
    expect(res.status).toBe(200);
  });

  it('lets Fetch Metadata decide when both are present', async () => {
    const res = await send('POST', { 'sec-fetch-site': 'cross-site', origin: `http://127.0.0.1:${app.port}` });
    expect(res.status).toBe(403);
  });

  it('never blocks a GET', async () => {
    const res = await send('GET', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ changed: false });
  });

  it('lets a client that sends neither header (curl, a server) through', async () => {
    const res = await send('POST', {});
    expect(res.status).toBe(200);
  });
});
