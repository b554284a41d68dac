import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { authRoleHeader, endpoint, errorBody, gatewayTokenHeader, type EndpointInput } from '@portfolio/contracts';
import { mountRoutes, route, trustedProxies } from '../src/index.ts';
import { startKitApp, type KitApp } from './support/kit-app.ts';
import { rawRequest } from './support/raw-http.ts';

const secret = 'a-test-gateway-secret-of-enough-length-0123';
const admin = { [gatewayTokenHeader]: secret, [authRoleHeader]: 'admin' };
const limit = 1024;
const upload = endpoint({
  service: 'content',
  method: 'POST',
  path: '/api/files',
  access: 'admin',
  summary: '',
  query: z.strictObject({ name: z.string().min(1) }),
  response: z.object({ name: z.string(), bytes: z.number(), first: z.array(z.number()) }),
  status: 201,
  bytesBody: true,
  contentTypes: ['image/png', 'application/octet-stream'],
  bodyLimit: limit,
});

/** Bytes no JSON or UTF-8 reader would keep as they are: a PNG signature, a NUL, an invalid UTF-8 sequence. */
const binary = (size: number) =>
  Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff, 0xfe]),
    Buffer.alloc(size),
  ]).subarray(0, size);

describe('endpoints whose body is a file', () => {
  let app: KitApp;
  let received: unknown;
  beforeAll(async () => {
    app = await startKitApp(
      (router) =>
        mountRoutes(
          router,
          [
            route(upload, (_ctx, { query, body }) => {
              received = body;
              return { name: query.name, bytes: body.length, first: [...body.subarray(0, 11)] };
            }),
          ],
          { trust: trustedProxies([], secret) },
        ),
      { gatewaySecret: secret },
    );
  });
  afterAll(() => app.close());

  const post = (headers: Record<string, string>, body?: Buffer | Buffer[], query = '?name=a.png') =>
    rawRequest(`${app.url}/api/files${query}`, {
      method: 'POST',
      headers: { ...admin, ...headers },
      ...(body ? { body } : {}),
    });

  it('types the handler input as the bytes', () => {
    expectTypeOf<EndpointInput<typeof upload>['body']>().toEqualTypeOf<Uint8Array>();
  });

  it('hands the handler the exact bytes as a Buffer, up to exactly the limit, under any declared type', async () => {
    const res = await post({ 'content-type': 'image/png' }, binary(limit));
    expect([res.status, res.json()]).toEqual([201, { name: 'a.png', bytes: limit, first: [...binary(11)] }]);
    expect(Buffer.isBuffer(received)).toBe(true);
    expect((received as Buffer).equals(binary(limit))).toBe(true);
    const streamed = await post({ 'content-type': 'application/octet-stream' }, [binary(500), binary(500)]);
    expect([streamed.status, (streamed.json() as { bytes: number }).bytes]).toEqual([201, 1000]);
  });

  it('refuses one byte over the limit with 413, declared or while streaming', async () => {
    for (const body of [binary(limit + 1), [binary(limit), binary(1)]]) {
      const res = await post({ 'content-type': 'image/png' }, body);
      expect([res.status, errorBody.parse(res.json()).code]).toEqual([413, 'payload_too_large']);
    }
    // Declared far above the cap: refused from the header, before any byte is read.
    const declared = await post(
      { 'content-type': 'image/png', 'content-length': String(50 * 1024 * 1024) },
      binary(10),
    );
    expect(declared.status).toBe(413);
  });

  it('refuses a label outside the declared types with 415, and needs no charset', async () => {
    for (const type of [
      'application/json',
      'text/plain',
      'image/svg+xml',
      'multipart/form-data; boundary=x',
      '',
      ';;',
    ]) {
      const res = await post(type ? { 'content-type': type } : {}, binary(20));
      expect([type, res.status, errorBody.parse(res.json()).code]).toEqual([type, 415, 'unsupported_media_type']);
    }
    expect((await post({ 'content-type': 'image/png; charset=binary' }, binary(20))).status).toBe(201);
  });

  it('keeps the admin check and the cross-site check in front of the bytes', async () => {
    const anonymous = await rawRequest(`${app.url}/api/files?name=a`, {
      method: 'POST',
      headers: { 'content-type': 'image/png' },
      body: binary(20),
    });
    expect(anonymous.status).toBe(401);
    const crossSite = await post({ 'content-type': 'image/png', 'sec-fetch-site': 'cross-site' }, binary(20));
    expect(crossSite.status).toBe(403);
  });

  it('still validates the query, and gives a body-less upload no bytes', async () => {
    expect((await post({ 'content-type': 'image/png' }, binary(20), '?name=')).status).toBe(400);
    const empty = await post({ 'content-type': 'image/png' });
    expect([empty.status, (empty.json() as { bytes: number }).bytes]).toEqual([201, 0]);
  });
});
