import type Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorBody, gatewayTokenHeader } from '@portfolio/contracts';
import { guarded, securityHeaderValues, statusDefaults } from '../src/index.ts';
import { startKitApp, type KitApp } from './support/kit-app.ts';
import { rawRequest, type RawResponse } from './support/raw-http.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const driverFailure = 'connect ECONNREFUSED 10.0.0.5:27017 (MongoServerSelectionError) password=hunter2';

function routes(router: Router) {
  router.get('/api/ok', (ctx) => {
    ctx.body = { ok: true };
  });
  router.post(
    '/api/echo',
    guarded({ body: z.object({ name: z.string() }) }, { limit: 64 }, (ctx, { body }) => {
      ctx.body = { name: body.name };
    }),
  );
  router.get('/api/boom', () => {
    throw new Error(driverFailure);
  });
}

describe('service app: error bodies, security headers, request ids', () => {
  let app: KitApp;
  beforeAll(async () => {
    app = await startKitApp(routes);
  });
  afterAll(() => app.close());

  const postJson = (body: string, contentType = 'application/json') =>
    rawRequest(`${app.url}/api/echo`, { method: 'POST', headers: { 'content-type': contentType }, body });

  it('answers malformed JSON with 400 invalid_json in the contract error body', async () => {
    const res = await postJson('{"name": "ada",');
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(errorBody.parse(res.json())).toEqual({ code: 'invalid_json', message: expect.any(String) });
  });

  it('answers a thrown plain Error with 500 internal_error, logs the cause and never sends it', async () => {
    const res = await rawRequest(`${app.url}/api/boom`);
    expect(res.status).toBe(500);
    expect(res.json()).toEqual({ code: 'internal_error', message: statusDefaults[500]!.message });
    for (const leak of ['ECONNREFUSED', 'Mongo', '27017', 'hunter2', 'stack', 'at ', 'Error']) {
      expect(res.text).not.toContain(leak);
    }
    const logged = app.entries().find((e) => e.msg === 'unhandled error');
    expect(logged).toMatchObject({ requestId: res.headers['x-request-id'], err: { message: driverFailure } });
  });

  it('answers an unknown route with 404 not_found', async () => {
    const res = await rawRequest(`${app.url}/api/nothing-here`);
    expect(res.status).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', message: expect.any(String) });
  });

  it('answers a known path with a wrong method with 405 method_not_allowed and Allow', async () => {
    const res = await rawRequest(`${app.url}/api/ok`, { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.json()).toEqual({ code: 'method_not_allowed', message: expect.any(String) });
    expect(res.headers.allow).toContain('GET');
  });

  it.each(['PROPFIND', 'SEARCH', 'MKCOL', 'COPY', 'MOVE', 'LOCK', 'TRACE'])(
    'answers %s, a method the router does not know at all, with 405 and Allow (a client mistake, not a 501)',
    async (method) => {
      const res = await rawRequest(`${app.url}/api/ok`, { method });
      expect(res.status).toBe(405);
      expect(res.json()).toEqual({ code: 'method_not_allowed', message: expect.any(String) });
      expect(res.headers.allow).toContain('GET');
      const nowhere = await rawRequest(`${app.url}/api/missing`, { method });
      expect(nowhere.status).toBe(404);
    },
  );

  const answers: [number, () => Promise<RawResponse>][] = [
    [200, () => rawRequest(`${app.url}/api/ok`)],
    [400, () => postJson('not json')],
    [404, () => rawRequest(`${app.url}/api/missing`)],
    [413, () => postJson(JSON.stringify({ name: 'x'.repeat(200) }))],
    [415, () => postJson('{"name":"ada"}', 'text/plain')],
    [500, () => rawRequest(`${app.url}/api/boom`)],
  ];

  it.each(answers)('puts the security headers, no-store and a request id on a %i answer', async (status, send) => {
    const res = await send();
    expect(res.status).toBe(status);
    for (const [name, value] of Object.entries(securityHeaderValues())) {
      expect(res.headers[name.toLowerCase()], name).toBe(value);
    }
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-request-id']).toMatch(uuid);
  });

  it('puts the security headers on answers outside /api too', async () => {
    const res = await rawRequest(`${app.url}/healthz`);
    expect(res.status).toBe(200);
    expect(res.headers['strict-transport-security']).toBe(securityHeaderValues()['Strict-Transport-Security']);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('gives each request its own id and ignores one sent by an untrusted client', async () => {
    const first = await rawRequest(`${app.url}/api/ok`, { headers: { 'x-request-id': 'forged-id' } });
    const second = await rawRequest(`${app.url}/api/ok`);
    expect(first.headers['x-request-id']).toMatch(uuid);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it('writes one access line per request, carrying the id and leaving the query string out', async () => {
    const res = await rawRequest(`${app.url}/api/ok?token=secret-token-value`);
    const lines = app.entries().filter((e) => e.msg === 'request' && e.requestId === res.headers['x-request-id']);
    expect(lines).toEqual([expect.objectContaining({ method: 'GET', path: '/api/ok', status: 200 })]);
    expect(app.text()).not.toContain('secret-token-value');
  });
});

describe('serviceRouter', () => {
  let app: KitApp;
  beforeAll(async () => {
    app = await startKitApp(routes);
  });
  afterAll(() => app.close());

  it('matches a path only as written: another letter case or a trailing slash is a 404', async () => {
    expect((await rawRequest(`${app.url}/api/ok`)).status).toBe(200);
    for (const path of ['/api/OK', '/API/ok', '/api/ok/', '/api//ok']) {
      const res = await rawRequest(`${app.url}${path}`);
      expect(res.status, path).toBe(404);
      expect(errorBody.parse(res.json()).code).toBe('not_found');
    }
  });
});

describe('service app behind the gateway', () => {
  const secret = 'gateway-secret-for-the-service-app-test';
  const gateway = { [gatewayTokenHeader]: secret };
  let app: KitApp;
  beforeAll(async () => {
    // Loopback is a trusted front proxy too: its address alone must not be enough for a request id.
    app = await startKitApp(routes, { trust: ['127.0.0.1'], gatewaySecret: secret });
  });
  afterAll(() => app.close());

  it("keeps the gateway's request id", async () => {
    const res = await rawRequest(`${app.url}/api/ok`, { headers: { ...gateway, 'x-request-id': 'gw-42.a_b' } });
    expect(res.headers['x-request-id']).toBe('gw-42.a_b');
  });

  it('ignores a request id from a trusted front proxy or with a wrong token', async () => {
    for (const headers of [{}, { [gatewayTokenHeader]: `${secret}-not` }, { [gatewayTokenHeader]: '' }]) {
      const res = await rawRequest(`${app.url}/api/ok`, { headers: { ...headers, 'x-request-id': 'client-chosen' } });
      expect(res.headers['x-request-id']).toMatch(uuid);
    }
  });

  it('replaces an id that could break a log line or a header', async () => {
    const res = await rawRequest(`${app.url}/api/ok`, { headers: { ...gateway, 'x-request-id': 'a b"c' } });
    expect(res.headers['x-request-id']).toMatch(uuid);
  });
});
