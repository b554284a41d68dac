import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { guarded } from '../src/index.ts';
import { startKitApp, type KitApp } from './support/kit-app.ts';
import { rawRequest } from './support/raw-http.ts';

const limit = 64;
const note = z.object({ text: z.string() });

/** A JSON body of exactly `bytes` bytes. */
const bodyOf = (bytes: number) => JSON.stringify({ text: 'x'.repeat(bytes - '{"text":""}'.length) });

describe('body reader: size cap and content-type allowlist', () => {
  let app: KitApp;
  beforeAll(async () => {
    app = await startKitApp((router) => {
      const echo = (types?: string[]) =>
        guarded({ body: note }, { limit, types }, (ctx, { body }) => {
          ctx.body = body;
        });
      router.post('/api/json-only', echo());
      router.post('/api/beacon', echo(['application/json', 'text/plain']));
    });
  });
  afterAll(() => app.close());

  const post = (path: string, body: string | string[], contentType = 'application/json') =>
    rawRequest(`${app.url}${path}`, { method: 'POST', headers: { 'content-type': contentType }, body });

  it('accepts a body of exactly the limit', async () => {
    const res = await post('/api/json-only', bodyOf(limit));
    expect(res.status).toBe(200);
    expect(res.json()).toEqual(JSON.parse(bodyOf(limit)));
  });

  it('refuses a body one byte over the limit, declared by Content-Length, with 413', async () => {
    const res = await post('/api/json-only', bodyOf(limit + 1));
    expect(res.status).toBe(413);
    expect(res.json()).toEqual({ code: 'payload_too_large', message: expect.any(String) });
  });

  it('refuses a much larger declared body with 413 without waiting for it', async () => {
    const res = await post('/api/json-only', bodyOf(256 * 1024));
    expect(res.status).toBe(413);
  });

  it('reads a chunked body without Content-Length', async () => {
    const res = await post('/api/json-only', ['{"text":', '"in chunks"}']);
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ text: 'in chunks' });
  });

  it('refuses a chunked body without Content-Length once it passes the limit, with 413', async () => {
    const res = await post('/api/json-only', ['{"text":"', 'y'.repeat(40), 'y'.repeat(40), '"}']);
    expect(res.status).toBe(413);
    expect(res.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml'])(
    'refuses %s on a JSON-only route with 415',
    async (contentType) => {
      const res = await post('/api/json-only', '{"text":"a"}', contentType);
      expect(res.status).toBe(415);
      expect(res.json()).toEqual({ code: 'unsupported_media_type', message: expect.any(String) });
    },
  );

  it('refuses a body without a Content-Type with 415', async () => {
    const res = await rawRequest(`${app.url}/api/json-only`, { method: 'POST', body: '{"text":"a"}' });
    expect(res.status).toBe(415);
  });

  it('accepts text/plain JSON where the route allows it (sendBeacon)', async () => {
    const res = await post('/api/beacon', '{"text":"beacon"}', 'text/plain;charset=UTF-8');
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ text: 'beacon' });
  });

  it('still refuses types outside the route allowlist', async () => {
    const res = await post('/api/beacon', '{"text":"a"}', 'application/x-www-form-urlencoded');
    expect(res.status).toBe(415);
  });

  it('accepts an explicit UTF-8 charset in either spelling and any case', async () => {
    for (const contentType of [
      'application/json; charset=utf-8',
      'application/json; charset=UTF8',
      'Application/JSON',
    ]) {
      const res = await post('/api/json-only', '{"text":"é"}', contentType);
      expect(res.status, contentType).toBe(200);
      expect(res.json()).toEqual({ text: 'é' });
    }
  });

  it.each(['iso-8859-1', 'utf-16', 'latin1'])('refuses charset=%s with 415', async (charset) => {
    const res = await post('/api/json-only', '{"text":"a"}', `application/json; charset=${charset}`);
    expect(res.status).toBe(415);
  });

  it('answers malformed JSON with 400 invalid_json, in a chunked body too', async () => {
    for (const body of ['{"text":', ['{"text"', ':}']]) {
      const res = await post('/api/json-only', body);
      expect(res.status).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid_json' });
    }
  });

  it('treats a missing body as no body: the schema decides (400 validation_failed, not invalid_json)', async () => {
    const res = await rawRequest(`${app.url}/api/json-only`, { method: 'POST' });
    expect(res.status).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', details: [{ path: 'body' }] });
  });
});
