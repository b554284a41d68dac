import { expect, it } from 'vitest';
import { gatewayOnlyHeaders } from '@portfolio/contracts';
import { rawExchange, rawRequest } from '@portfolio/testing';
import { firefox } from './fixtures/service.ts';

/**
 * An outsider's attacks on the content API (not its documents, see front-attacks.ts) whose answers are the same
 * through nginx and through the single-machine dispatcher: spellings of the API paths, forged gateway-only headers
 * and methods the endpoints do not accept. Each answer is below 500, and an API answer is either the endpoint's
 * own or the contract's error body — never another endpoint's answer.
 */
export function itAnswersApiAttacks(frontUrl: () => string) {
  async function raw(method: string, target: string, headers: string[] = [], body?: string) {
    const request =
      body === undefined
        ? rawRequest(method, target, headers)
        : `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${headers.map((h) => `${h}\r\n`).join('')}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
    const answer = await rawExchange(url(), request, { answerWhenHeadOnly: method === 'HEAD' });
    // A HEAD answer's head alone is not parsed: its status is read off the raw status line.
    const status = answer.status ?? Number(/^HTTP\/1\.1 (\d{3})/.exec(answer.raw)?.[1] ?? 0);
    return { ...answer, status };
  }
  const json = (body: string) => {
    try {
      return JSON.parse(body) as Record<string, unknown>;
    } catch {
      return undefined;
    }
  };
  const isError = (body: Record<string, unknown> | undefined) =>
    typeof body?.code === 'string' && typeof body?.message === 'string';

  it('answers no spelling of an API path with a 5xx or with another endpoint’s answer', async () => {
    const spellings = [
      '/API/CONTENT/ARTICLES',
      '/api/Content/tags',
      '/api/content/articles/',
      '/api/content/tags/',
      '/api/content//articles',
      '/api/content/articles/%2e%2e/tags',
      '/api/content/articles/..%2Ftags',
      '/api/content/articles/a%2Fb',
      '/api/content/%2e/tags',
      '/api/content/%2E%2E/content/tags',
      '/api/content/articles/%2e',
      '/api/content/views/..%2F..%2Fcontent%2Ftags',
    ];
    for (const target of spellings) {
      const res = await raw('GET', target);
      expect(res.status, target).toBeGreaterThan(0);
      expect(res.status, target).toBeLessThan(500);
      // nginx refuses them with 400, the dispatcher with 404 (or 400 for the %2F slug): never another endpoint's answer.
      expect([400, 404], `${target} ${res.body}`).toContain(res.status);
      expect(isError(json(res.body)), `${target} ${res.body}`).toBe(true);
    }
  });

  it('gives a forged gateway-only header no effect on any content endpoint', async () => {
    const forged = gatewayOnlyHeaders.map((name) => `${name}: ${name.endsWith('role') ? 'admin' : 'forged-value'}`);
    const calls: [string, string, string[]][] = [
      ['GET', '/api/content/articles?lang=en', []],
      ['GET', '/api/content/articles/grid-layouts', []],
      ['GET', '/api/content/tags', []],
      ['GET', '/api/content/articles?status=draft', []],
      ['POST', '/api/content/views', ['Content-Type: application/json']],
    ];
    for (const [method, target, headers] of calls) {
      const body = method === 'POST' ? '{}' : undefined;
      const plain = await raw(method, target, headers, body);
      const withForged = await raw(method, target, [...headers, ...forged], body);
      expect(withForged.status, target).toBe(plain.status);
      expect(withForged.status, target).toBeLessThan(500);
      if (method === 'GET' && plain.status === 200)
        expect(stripVolatile(withForged.body)).toBe(stripVolatile(plain.body));
    }
  });

  it('answers methods the endpoints do not accept with the contract’s error, never a 5xx', async () => {
    const refused: [string, string][] = [
      ['PUT', '/api/content/articles'],
      ['DELETE', '/api/content/articles'],
      ['PATCH', '/api/content/articles'],
      ['DELETE', '/api/content/articles/grid-layouts'],
      ['GET', '/api/content/views'],
      ['POST', '/api/content/tags'],
      ['PUT', '/api/content/views'],
    ];
    for (const [method, target] of refused) {
      const res = await raw(method, target);
      expect(res.status, `${method} ${target}`).toBe(405);
      expect(json(res.body)?.code, `${method} ${target}`).toBe('method_not_allowed');
    }
    // OPTIONS is answered by kit's router as for other services' routed endpoints (analytics stats): 200 with the
    // path's methods in Allow and no body (kit's direct hot-path routes, e.g. /api/admin/session, answer 405).
    const options = await raw('OPTIONS', '/api/content/articles');
    expect(options.status).toBe((await raw('OPTIONS', '/api/analytics/stats')).status);
    expect(options.status).toBe(200);
    expect(options.headers.allow).toMatch(/GET/);
    expect(options.body).toBe('');
    const head = await raw('HEAD', '/api/content/tags');
    expect(head.status).toBe(200);
    expect(head.raw).not.toContain('"tags"');
  });

  it('takes a 1 KB beacon as text/plain and JSON, and refuses one byte more with 413 and the error body', async () => {
    const beacon = JSON.stringify({ slug: 'grid-layouts', lang: 'en' });
    for (const type of ['text/plain', 'application/json']) {
      const fits = await raw('POST', '/api/content/views', [`Content-Type: ${type}`], beacon.padEnd(1024, ' '));
      expect(fits.status, type).toBe(202);
      const over = await raw('POST', '/api/content/views', [`Content-Type: ${type}`], beacon.padEnd(1025, ' '));
      expect(over.status, type).toBe(413);
      expect(json(over.body)?.code, type).toBe('payload_too_large');
    }
  });

  it('takes a 120-character slug and a 200-character query of several scripts, and refuses one more with 400', async () => {
    const q = 'aéعж日'.repeat(40);
    expect((await raw('GET', `/api/content/articles?q=${encodeURIComponent(q)}`)).status).toBe(200);
    const longQ = await raw('GET', `/api/content/articles?q=${encodeURIComponent(`${q}x`)}`);
    expect(longQ.status).toBe(400);
    expect(isError(json(longQ.body))).toBe(true);
    expect([200, 404]).toContain((await raw('GET', `/api/content/articles/${'a'.repeat(120)}`)).status);
    const longSlug = await raw('GET', `/api/content/articles/${'a'.repeat(121)}`);
    expect(longSlug.status).toBe(400);
    expect(isError(json(longSlug.body))).toBe(true);
  });

  // Last: it spends the test client's beacon allowance. The front, not the visitor, says who the visitor is.
  it('still limits a beacon flood whose X-Forwarded-For changes on every request, and counts it once', async () => {
    const beacon = JSON.stringify({ slug: 'grid-layouts', lang: 'en' });
    const views = async () => json((await raw('GET', '/api/content/articles/grid-layouts')).body)?.views;
    const before = Number(await views());
    expect(before).toBeGreaterThanOrEqual(0);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        raw(
          'POST',
          '/api/content/views',
          ['Content-Type: text/plain', `User-Agent: ${firefox}`, `X-Forwarded-For: 203.0.113.${i % 250}`],
          beacon,
        ),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(
      statuses.filter((status) => status !== 202 && status !== 429),
      statuses.join(),
    ).toEqual([]);
    const limited = answers.find((res) => res.status === 429);
    expect(limited, 'no 429 in a flood of 200').toBeDefined();
    expect(json(limited!.body)?.code).toBe('too_many_requests');
    // The article's count is read live (the freshness window only dates the validators): one visitor, one view.
    expect(await views()).toBe(before + 1);
  });

  function url() {
    const { hostname, port } = new URL(frontUrl());
    return { host: hostname, port: Number(port) };
  }
  return raw;
}

/** The request id a front adds to each answer is the only part two identical requests may differ in. */
function stripVolatile(body: string) {
  return body.replace(/"requestId":"[^"]*"/g, '');
}
