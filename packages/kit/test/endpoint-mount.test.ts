import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint, gatewayTokenHeader, authRoleHeader, errorBody } from '@portfolio/contracts';
import { answered, checkCoverage, mountRoutes, route, Serialised, trustedProxies } from '../src/index.ts';
import { startKitApp, type KitApp } from './support/kit-app.ts';
import { rawRequest } from './support/raw-http.ts';

const secret = 'a-test-gateway-secret-of-enough-length-0123';
const note = z.object({ id: z.string(), text: z.string() });
const params = z.object({ id: z.string().regex(/^\d+$/, 'must be digits') });
const service = 'logs' as const;
const notes = {
  read: endpoint({
    service,
    method: 'GET',
    path: '/api/notes/:id',
    access: 'public',
    summary: '',
    params,
    response: note,
  }),
  write: endpoint({
    service,
    method: 'PUT',
    path: '/api/notes/:id',
    access: 'admin',
    summary: '',
    params,
    body: z.strictObject({ text: z.string().max(10) }),
    response: note,
    bodyLimit: 64,
  }),
  remove: endpoint({
    service,
    method: 'DELETE',
    path: '/api/notes/:id',
    access: 'admin',
    summary: '',
    params,
    response: null,
  }),
  beacon: endpoint({
    service,
    method: 'POST',
    path: '/api/notes-beacon',
    access: 'public',
    summary: '',
    body: z.object({ n: z.number() }),
    response: z.object({ ok: z.literal(true) }),
    status: 202,
    contentTypes: ['application/json', 'text/plain'],
    sameSiteOnly: false,
  }),
  internal: endpoint({
    service,
    method: 'POST',
    path: '/api/internal/notes',
    access: 'internal',
    summary: '',
    response: null,
  }),
  broken: endpoint({
    service,
    method: 'GET',
    path: '/api/notes-broken',
    access: 'public',
    summary: '',
    response: note,
  }),
  cached: endpoint({
    service,
    method: 'GET',
    path: '/api/notes-cached',
    access: 'public',
    summary: '',
    response: note,
  }),
};

const admin = { [gatewayTokenHeader]: secret, [authRoleHeader]: 'admin' };
const json = (body: unknown) => JSON.stringify(body);

describe('endpoints mounted by their declaration', () => {
  let app: KitApp;
  beforeAll(async () => {
    app = await startKitApp(
      (router) =>
        mountRoutes(
          router,
          [
            route(notes.read, (_ctx, { params }) => ({ id: params.id, text: 'hello' })),
            route(notes.write, (_ctx, { params, body }) => ({ id: params.id, text: body.text })),
            route(notes.remove, () => undefined),
            route(notes.beacon, () => ({ ok: true as const })),
            route(notes.internal, () => undefined),
            // Breaks its contract on purpose: under test the answer is checked, and this one fails the check.
            route(notes.broken, () => ({ id: 1 }) as unknown as z.input<typeof note>),
            route(notes.cached, (ctx) => {
              ctx.set('x-cached', 'yes');
              return new Serialised({ id: '1', text: 'cached' });
            }),
          ],
          { trust: trustedProxies([], secret) },
        ),
      { gatewaySecret: secret },
    );
  });
  afterAll(() => app.close());

  const call = (method: string, path: string, headers: Record<string, string> = {}, body?: string) =>
    rawRequest(`${app.url}${path}`, { method, headers, ...(body === undefined ? {} : { body }) });

  it('validates path parameters and answers with the declared status', async () => {
    const ok = await call('GET', '/api/notes/12');
    expect([ok.status, ok.json()]).toEqual([200, { id: '12', text: 'hello' }]);
    const bad = await call('GET', '/api/notes/abc');
    expect(bad.status).toBe(400);
    expect(errorBody.parse(bad.json()).details?.[0]).toMatchObject({ path: 'params.id' });
  });

  it('lets only the administrator call an admin endpoint, before reading its body', async () => {
    const headers = { 'content-type': 'application/json' };
    expect((await call('PUT', '/api/notes/1', headers, json({ text: 'x' }))).status).toBe(401);
    expect(
      (await call('PUT', '/api/notes/1', { ...headers, [authRoleHeader]: 'admin' }, json({ text: 'x' }))).status,
    ).toBe(401);
    const ok = await call('PUT', '/api/notes/1', { ...headers, ...admin }, json({ text: 'x' }));
    expect([ok.status, ok.json()]).toEqual([200, { id: '1', text: 'x' }]);
  });

  it('enforces the declared body limit, content types and schema', async () => {
    const headers = { 'content-type': 'application/json', ...admin };
    expect((await call('PUT', '/api/notes/1', headers, json({ text: 'x'.repeat(80) }))).status).toBe(413);
    expect((await call('PUT', '/api/notes/1', { ...headers, 'content-type': 'text/plain' }, '{}')).status).toBe(415);
    expect((await call('PUT', '/api/notes/1', headers, json({ text: 'x', extra: 1 }))).status).toBe(400);
    const beacon = await call('POST', '/api/notes-beacon', { 'content-type': 'text/plain' }, json({ n: 1 }));
    expect([beacon.status, beacon.json()]).toEqual([202, { ok: true }]);
  });

  it('refuses cross-site state changes unless the declaration allows them', async () => {
    const crossSite = { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json', ...admin };
    expect((await call('PUT', '/api/notes/1', crossSite, json({ text: 'x' }))).status).toBe(403);
    expect((await call('POST', '/api/notes-beacon', crossSite, json({ n: 1 }))).status).toBe(202);
  });

  it('answers 204 without a body, and still refuses a non-JSON body on a body-less state change', async () => {
    const done = await call('DELETE', '/api/notes/1', admin);
    expect([done.status, done.text]).toEqual([204, '']);
    // Node's client sends a DELETE body without a length unless told one.
    const form = { ...admin, 'content-type': 'application/x-www-form-urlencoded', 'content-length': '3' };
    const refused = await call('DELETE', '/api/notes/1', form, 'a=1');
    expect([refused.status, errorBody.parse(refused.json()).code]).toEqual([415, 'unsupported_media_type']);
  });

  it('keeps internal endpoints to our own processes', async () => {
    expect((await call('POST', '/api/internal/notes')).status).toBe(403);
    expect((await call('POST', '/api/internal/notes', { [gatewayTokenHeader]: secret })).status).toBe(204);
    const relayed = { [gatewayTokenHeader]: secret, 'x-forwarded-for': '203.0.113.9' };
    expect((await call('POST', '/api/internal/notes', relayed)).status).toBe(404);
  });

  it('checks answers against the contract under test, pre-serialised ones included', async () => {
    expect((await call('GET', '/api/notes-broken')).status).toBe(500);
    const cached = await call('GET', '/api/notes-cached');
    expect([cached.status, cached.headers['content-type'], cached.json()]).toEqual([
      200,
      'application/json; charset=utf-8',
      { id: '1', text: 'cached' },
    ]);
    expect(answered).toBeTypeOf('symbol');
  });
});

describe('coverage of a service by its handlers', () => {
  const declared = { read: notes.read, write: notes.write };
  it('passes when every declared endpoint has exactly one handler', () => {
    expect(() => checkCoverage('logs', declared, [notes.read, notes.write])).not.toThrow();
  });
  it('names a declared endpoint without a handler, one answered twice, and one of another service', () => {
    expect(() => checkCoverage('logs', declared, [notes.read])).toThrow(
      /PUT \/api\/notes\/:id is declared but has no handler/,
    );
    expect(() => checkCoverage('logs', declared, [notes.read, notes.read, notes.write])).toThrow(/two handlers/);
    const foreign = endpoint({
      service: 'auth',
      method: 'GET',
      path: '/api/x',
      access: 'public',
      summary: '',
      response: null,
    });
    expect(() => checkCoverage('logs', declared, [notes.read, notes.write, foreign])).toThrow(/belongs to auth/);
  });
});
