import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint, errorBody } from '@portfolio/contracts';
import { eventually, listen } from '@portfolio/testing';
import {
  hotPathSteps,
  hotRoute,
  onServerError,
  securityHeaderValues,
  statusDefaults,
  trustedProxies,
  withDirectRoutes,
  type ServerErrorReport,
} from '../src/index.ts';
import { captureLogs } from './support/captured-logs.ts';
import { rawRequest } from './support/raw-http.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A public endpoint as ingestion declares one: JSON or beacon text, a small body, an answer of its own status. */
const note = endpoint({
  service: 'analytics',
  method: 'POST',
  path: '/api/note',
  access: 'public',
  summary: 'A note.',
  body: z.strictObject({ name: z.string().max(10) }),
  response: z.strictObject({ hello: z.string() }),
  status: 202,
  contentTypes: ['application/json', 'text/plain'],
  bodyLimit: 64,
  sameSiteOnly: false,
});

describe('the hot path: the guarantees of a kit route without Koa, from the endpoint declaration', () => {
  const logs = captureLogs();
  const reports: ServerErrorReport[] = [];
  let url: string;
  let close: () => Promise<void>;
  let stopReports: () => void;

  beforeAll(async () => {
    stopReports = onServerError((report) => reports.push(report));
    const route = hotRoute(
      note,
      ({ body: { name } }) => {
        if (name === 'boom') throw new Error('driver said password=hunter2');
        return { hello: name };
      },
      { logger: logs.logger, trust: trustedProxies(['127.0.0.1']), rateLimit: { limit: 3, windowMs: 60_000 } },
    );
    const served = await listen(
      withDirectRoutes({ [note.path]: route.handle }, (_req, res) => res.writeHead(418).end('fallback')),
    );
    url = served.url;
    close = served.close;
  });
  afterAll(async () => {
    stopReports();
    await close();
  });

  // Each test speaks for its own client address (127.0.0.1 is trusted), so the rate limit is per test.
  const post = (from: string, body: string, headers: Record<string, string> = {}) =>
    rawRequest(`${url}/api/note?x=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from, ...headers },
      body,
    });

  it('answers with the handler, security headers, no-store and a request id', async () => {
    const res = await post('203.0.113.1', '{"name":"ada"}');
    expect(res.status).toBe(202);
    expect(res.json()).toEqual({ hello: 'ada' });
    for (const [name, value] of Object.entries(securityHeaderValues()))
      expect(res.headers[name.toLowerCase()]).toBe(value);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-request-id']).toMatch(uuid);
    const line = logs.entries().find((e) => e.msg === 'request' && e.requestId === res.headers['x-request-id']);
    expect(line).toMatchObject({ method: 'POST', path: '/api/note', status: 202 });
  });

  it('refuses bad input with the contract error body and the same headers', async () => {
    const cases = [
      { res: await post('203.0.113.2', '{"name":'), status: 400, code: 'invalid_json' },
      { res: await post('203.0.113.3', '{"name":"ada","extra":1}'), status: 400, code: 'validation_failed' },
      {
        res: await post('203.0.113.4', JSON.stringify({ name: 'x'.repeat(80) })),
        status: 413,
        code: 'payload_too_large',
      },
      {
        res: await post('203.0.113.5', '{"name":"ada"}', { 'content-type': 'application/xml' }),
        status: 415,
        code: 'unsupported_media_type',
      },
    ];
    for (const { res, status, code } of cases) {
      expect(res.status).toBe(status);
      expect(errorBody.parse(res.json()).code).toBe(code);
      expect(res.headers['content-security-policy']).toBe(securityHeaderValues()['Content-Security-Policy']);
      expect(res.headers['x-request-id']).toMatch(uuid);
    }
    const invalid = errorBody.parse(cases[1]!.res.json());
    expect(invalid.details).toEqual([expect.objectContaining({ path: expect.stringMatching(/^body/) })]);
  });

  it('accepts beacons (text/plain JSON)', async () => {
    const res = await post('203.0.113.6', '{"name":"ada"}', { 'content-type': 'text/plain;charset=UTF-8' });
    expect(res.status).toBe(202);
  });

  it('answers other methods with 405 and Allow', async () => {
    const res = await rawRequest(`${url}/api/note`);
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(errorBody.parse(res.json()).code).toBe('method_not_allowed');
  });

  it('rate-limits per client address with 429 and Retry-After', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await post('203.0.113.7', '{"name":"ada"}')).status);
    expect(statuses).toEqual([202, 202, 202, 429]);
    const limited = await post('203.0.113.7', '{"name":"ada"}');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post('203.0.113.8', '{"name":"ada"}')).status).toBe(202);
  });

  it('counts an IPv6 client by its /64: rotating through addresses of one /64 hits the limit', async () => {
    const statuses = [];
    for (let i = 1; i <= 4; i++)
      statuses.push((await post(`2001:db8:7:7::${i.toString(16)}`, '{"name":"ada"}')).status);
    expect(statuses).toEqual([202, 202, 202, 429]);
    expect((await post('2001:db8:7:8::1', '{"name":"ada"}')).status).toBe(202);
  });

  it('answers an unexpected failure with 500 and nothing of its cause, logged and reported', async () => {
    const res = await post('203.0.113.9', '{"name":"boom"}');
    expect(res.status).toBe(500);
    expect(res.json()).toEqual({ code: 'internal_error', message: statusDefaults[500]!.message });
    expect(res.text).not.toContain('hunter2');
    expect(logs.entries().find((e) => e.msg === 'unhandled error')).toMatchObject({
      requestId: res.headers['x-request-id'],
    });
    expect(reports.at(-1)?.entry).toMatchObject({
      path: '/api/note',
      context: { method: 'POST', requestId: res.headers['x-request-id'] },
    });
  });

  it('leaves every other path to the fallback', async () => {
    const res = await rawRequest(`${url}/api/other`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(418);
  });
});

describe('the hot path is one ordered list of steps', () => {
  const trust = trustedProxies([]);

  it('refuses before reading: method, then the rate limit, then the body type, size and JSON, then the contract', () => {
    const names = hotPathSteps(note, () => ({ hello: '' }), { trust, rateLimit: { limit: 1, windowMs: 1000 } }).map(
      (step) => step.name,
    );
    expect(names).toEqual([
      'request id',
      'method',
      'client address and rate limit',
      'content type',
      'body read',
      'JSON parse',
      'contract validation',
      'handler',
      'answer check',
      'answer serialisation',
    ]);
  });

  it('takes only what it can answer as kit mounting would: public, no parameters or query, no cross-site check', () => {
    const logger = captureLogs().logger;
    const admin = endpoint({ ...note, access: 'admin', sameSiteOnly: false });
    const sameSite = endpoint({ ...note, sameSiteOnly: true });
    const withQuery = endpoint({ ...note, query: z.object({ q: z.string() }) });
    for (const refused of [admin, sameSite, withQuery]) {
      expect(() => hotRoute(refused, () => ({ hello: '' }), { logger, trust })).toThrow(/cannot take the hot path/);
    }
  });
});

describe('the hot path without a body schema or an answer body', () => {
  const logs = captureLogs();
  const ping = endpoint({
    service: 'analytics',
    method: 'POST',
    path: '/api/ping',
    access: 'public',
    summary: 'A ping.',
    response: null,
    sameSiteOnly: false,
  });
  let url: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const route = hotRoute(ping, () => undefined, { logger: logs.logger, trust: trustedProxies([]) });
    ({ url, close } = await listen(route.handle));
  });
  afterAll(() => close());

  it('answers the declared status (204) without a body, with the shared headers', async () => {
    const res = await rawRequest(`${url}/api/ping`, { method: 'POST' });
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('still refuses a body that is not JSON, as kit routes do (a cross-site form cannot send JSON)', async () => {
    const res = await rawRequest(`${url}/api/ping`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
    });
    expect(res.status).toBe(415);
    expect(errorBody.parse(res.json()).code).toBe('unsupported_media_type');
  });
});

describe('the hot path when its answer cannot be written', () => {
  it('logs the failure instead of leaving an unhandled rejection (a handler that ended the response itself)', async () => {
    const logs = captureLogs();
    const route = hotRoute(
      note,
      (_input, call) => {
        // Not what a handler should do; the answer step then finds the response ended.
        (call as unknown as { res: ServerResponse }).res.writeHead(200).end();
        return { hello: 'late' };
      },
      { logger: logs.logger, trust: trustedProxies([]) },
    );
    const { url, close } = await listen(route.handle);
    try {
      const res = await rawRequest(`${url}/api/note`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"name":"ada"}',
      });
      expect(res.status).toBe(200);
      await eventually(async () => logs.entries().some((e) => e.msg === 'answer failed'));
    } finally {
      await close();
    }
  });
});
