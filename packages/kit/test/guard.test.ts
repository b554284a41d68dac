import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorBody } from '@portfolio/contracts';
import { guarded } from '../src/index.ts';
import { startKitApp, type KitApp } from './support/kit-app.ts';
import { rawRequest } from './support/raw-http.ts';

const profile = z.strictObject({
  name: z.string().max(8),
  age: z.number().int(),
  role: z.enum(['reader', 'writer']),
  code: z.string().regex(/^[a-z]+$/, 'must be lowercase letters'),
  tags: z.array(z.string()).max(2).optional(),
});

describe('validation guard', () => {
  let app: KitApp;
  beforeAll(async () => {
    app = await startKitApp((router) => {
      router.post(
        '/api/profiles',
        guarded({ body: profile, response: z.object({ saved: z.literal(true) }) }, { limit: 4096 }, (ctx) => {
          ctx.body = { saved: true };
        }),
      );
      router.post(
        '/api/numbers',
        guarded({ body: z.array(z.number()) }, { limit: 4096 }, (ctx) => {
          ctx.body = { ok: true };
        }),
      );
      router.get(
        '/api/items/:id',
        guarded(
          {
            params: z.object({ id: z.string().regex(/^\d+$/, 'must be digits') }),
            query: z.object({
              page: z.coerce.number().int().min(1).default(1),
              sort: z.enum(['asc', 'desc']).optional(),
            }),
          },
          undefined,
          (ctx, { params, query }) => {
            ctx.body = { id: params.id, page: query.page, sort: query.sort ?? null };
          },
        ),
      );
      router.get(
        '/api/drifted',
        guarded({ response: z.object({ count: z.number() }) }, undefined, (ctx) => {
          ctx.body = { count: 'three' };
        }),
      );
      router.get(
        '/api/failing-answer',
        guarded({ response: z.object({ count: z.number() }) }, undefined, (ctx) => {
          ctx.status = 503;
          ctx.body = { code: 'service_unavailable', message: 'later' };
        }),
      );
    });
  });
  afterAll(() => app.close());

  const post = (body: unknown) =>
    rawRequest(`${app.url}/api/profiles`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('passes a valid body through', async () => {
    const res = await post({ name: 'ada', age: 36, role: 'writer', code: 'abc' });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ saved: true });
  });

  it('answers schema failures with 400 validation_failed and one {path, message} per problem', async () => {
    const res = await post({ name: 'SECRET-NAME-TOO-LONG', age: 'SECRET-AGE', role: 'SECRET-ROLE', code: 'SECRET' });
    expect(res.status).toBe(400);
    const body = errorBody.parse(res.json());
    expect(body.code).toBe('validation_failed');
    expect(body.details?.map((d) => d.path).sort()).toEqual(['body.age', 'body.code', 'body.name', 'body.role']);
    for (const detail of body.details!) expect(Object.keys(detail).sort()).toEqual(['message', 'path']);
    expect(body.details!.find((d) => d.path === 'body.code')?.message).toBe('must be lowercase letters');
  });

  it('never echoes the submitted values', async () => {
    const res = await post({
      name: 'SECRET-NAME-TOO-LONG',
      age: 'SECRET-AGE',
      role: 'SECRET-ROLE',
      code: 'SECRET-CODE',
      tags: ['SECRET-1', 'SECRET-2', 'SECRET-3'],
    });
    expect(res.status).toBe(400);
    expect(res.text).not.toContain('SECRET');
  });

  it('names nested paths with dots', async () => {
    const res = await post({ name: 'ada', age: 1, role: 'reader', code: 'a', tags: ['ok', 7] });
    expect(res.json()).toMatchObject({ details: [{ path: 'body.tags.1' }] });
  });

  it('refuses a body that is valid JSON but not an object', async () => {
    const res = await post(['not', 'an', 'object']);
    expect(res.status).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', details: [{ path: 'body' }] });
  });

  it('caps the details at 20, however many problems the body has', async () => {
    const res = await rawRequest(`${app.url}/api/numbers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(Array.from({ length: 50 }, () => 'x')),
    });
    expect(res.status).toBe(400);
    const details = (res.json() as { details: { path: string }[] }).details;
    expect(details).toHaveLength(20);
    expect(details[0]).toEqual({ path: 'body.0', message: expect.any(String) });
  });

  it('validates route params', async () => {
    const res = await rawRequest(`${app.url}/api/items/abc`);
    expect(res.status).toBe(400);
    expect(res.json()).toEqual({
      code: 'validation_failed',
      message: expect.any(String),
      details: [{ path: 'params.id', message: 'must be digits' }],
    });
  });

  it('validates and coerces the query', async () => {
    const ok = await rawRequest(`${app.url}/api/items/42?page=3&sort=desc`);
    expect(ok.status).toBe(200);
    expect(ok.json()).toEqual({ id: '42', page: 3, sort: 'desc' });

    const defaults = await rawRequest(`${app.url}/api/items/42`);
    expect(defaults.json()).toEqual({ id: '42', page: 1, sort: null });

    const bad = await rawRequest(`${app.url}/api/items/42?page=0&sort=sideways`);
    expect(bad.status).toBe(400);
    expect((bad.json() as { details: { path: string }[] }).details.map((d) => d.path).sort()).toEqual([
      'query.page',
      'query.sort',
    ]);
    expect(bad.text).not.toContain('sideways');
  });

  it('refuses a repeated query key where one value is expected', async () => {
    const res = await rawRequest(`${app.url}/api/items/42?sort=asc&sort=desc`);
    expect(res.status).toBe(400);
    expect(res.json()).toMatchObject({ details: [{ path: 'query.sort' }] });
  });

  it('fails (500) an answer that breaks its response schema under NODE_ENV=test', async () => {
    expect(process.env.NODE_ENV).toBe('test');
    const res = await rawRequest(`${app.url}/api/drifted`);
    expect(res.status).toBe(500);
    expect(res.json()).toEqual({ code: 'internal_error', message: expect.any(String) });
    expect(app.text()).toContain('response breaks its contract');
  });

  it('does not check the response schema outside tests', async () => {
    process.env.NODE_ENV = 'production';
    try {
      const res = await rawRequest(`${app.url}/api/drifted`);
      expect(res.status).toBe(200);
      expect(res.json()).toEqual({ count: 'three' });
    } finally {
      process.env.NODE_ENV = 'test';
    }
  });

  it('checks only successful answers against the response schema', async () => {
    const res = await rawRequest(`${app.url}/api/failing-answer`);
    expect(res.status).toBe(503);
  });
});
