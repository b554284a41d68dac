import { describe, expect, it } from 'vitest';
import { errorBody, serviceTable } from '@portfolio/contracts';
import { pageview, sessionStart, startAnalytics } from './fixture.ts';
import { accept, post, stats } from './http.ts';

const expectError = async (res: Response, status: number, code: string) => {
  expect(res.status).toBe(status);
  const body = errorBody.parse(await res.json());
  expect(body.code).toBe(code);
  expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
  return body;
};

describe('ingestion', () => {
  it('accepts both calls as JSON and as text/plain beacons, answering 202 once the event is on disk', async () => {
    const { url, flush } = await startAnalytics();
    for (const contentType of ['application/json', 'text/plain;charset=UTF-8', 'application/json; charset=utf-8']) {
      const sessionId = `1741608000000-${contentType.slice(0, 4)}${contentType.length}`;
      const started = await post(url, 'session', sessionStart({ sessionId }), { contentType });
      expect(started.status).toBe(202);
      expect(await started.json()).toEqual({ accepted: true });
      const viewed = await post(url, 'pageview', pageview({ sessionId }), { contentType });
      expect(viewed.status).toBe(202);
    }
    await flush();
    const answer = await stats(url);
    expect(answer.totalPageviews).toBe(3);
    expect(answer.totalSessions).toBe(3);
  });

  it('refuses other media types with 415 and the contract error body', async () => {
    const { url } = await startAnalytics();
    const body = JSON.stringify(pageview());
    for (const contentType of [
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'text/html',
      'text/plain; charset=latin1',
      'not a media type',
    ]) {
      await expectError(await post(url, 'pageview', body, { contentType }), 415, 'unsupported_media_type');
    }
  });

  it('refuses a body over the limit with 413, whatever its declared length', async () => {
    const { url } = await startAnalytics();
    const huge = JSON.stringify(pageview({ utm: { utm_content: 'x'.repeat(serviceTable.analytics.bodyLimitBytes) } }));
    await expectError(await post(url, 'pageview', huge), 413, 'payload_too_large');
    await expectError(await post(url, 'session', huge, { contentType: 'text/plain' }), 413, 'payload_too_large');
  });

  it('answers malformed JSON and a missing body with 400', async () => {
    const { url } = await startAnalytics();
    await expectError(await post(url, 'pageview', '{"path": "/",'), 400, 'invalid_json');
    await expectError(await post(url, 'session', 'not json', { contentType: 'text/plain' }), 400, 'invalid_json');
    await expectError(await post(url, 'pageview', ''), 400, 'validation_failed');
  });

  describe('strict validation (400 validation_failed, naming where)', () => {
    const utm20 = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`utm_k${i}`, 'v']));
    const invalid: [string, unknown, string][] = [
      ['an unknown top-level field', pageview({ ip: '203.0.113.9' }), 'body'],
      [
        'an unknown browser-info field',
        pageview({ browserInfo: { ...pageview().browserInfo, gpu: 'x' } }),
        'body.browserInfo',
      ],
      ['a path over 2,000 characters', pageview({ path: `/${'a'.repeat(2000)}` }), 'body.path'],
      ['a path that is not a path', pageview({ path: 'https://elsewhere.example/' }), 'body.path'],
      [
        'a referrer over 2,000 characters',
        pageview({ referrer: `https://a.example/${'r'.repeat(2000)}` }),
        'body.referrer',
      ],
      ['21 utm keys', pageview({ utm: { ...utm20, utm_extra: 'v' } }), 'body.utm'],
      ['a utm key over 64 characters', pageview({ utm: { [`utm_${'k'.repeat(61)}`]: 'v' } }), 'body.utm'],
      ['a utm value over 256 characters', pageview({ utm: { utm_source: 'v'.repeat(257) } }), 'body.utm'],
      ['a utm key starting with $', pageview({ utm: { $where: '1' } }), 'body.utm'],
      ['a utm key containing a dot', pageview({ utm: { 'utm.source': 'x' } }), 'body.utm'],
      ['a utm value that is not text', pageview({ utm: { utm_source: { $gt: '' } } }), 'body.utm'],
      [
        'a negative timing',
        pageview({
          performance: { navigationType: 'navigate', timeToFirstByte: -1, domContentLoaded: 1, loadEvent: 1 },
        }),
        'body.performance',
      ],
      [
        'a timing over an hour',
        pageview({
          performance: { navigationType: 'navigate', timeToFirstByte: 1, domContentLoaded: 1, loadEvent: 3_600_001 },
        }),
        'body.performance',
      ],
      [
        'a colour depth out of bounds',
        pageview({ browserInfo: { ...pageview().browserInfo, colorDepth: 1e9 } }),
        'body.browserInfo',
      ],
      [
        'an unknown browser name',
        pageview({ browserInfo: { ...pageview().browserInfo, browser: 'Netscape' } }),
        'body.browserInfo',
      ],
      ['a malformed session id', pageview({ sessionId: 'a b' }), 'body.sessionId'],
      ['a malformed page-view id', pageview({ pageviewId: 'x' }), 'body.pageviewId'],
      ['an array instead of an object', [pageview()], 'body'],
    ];
    it.each(invalid)('refuses %s', async (_, body, where) => {
      const { url } = await startAnalytics();
      const error = await expectError(await post(url, 'pageview', body), 400, 'validation_failed');
      expect(error.details?.map((d) => d.path).some((p) => p.startsWith(where))).toBe(true);
    });

    it.each([
      ['__proto__ at the top', '{"__proto__": {"polluted": true}, "path": "/"}'],
      ['__proto__ in utm', JSON.stringify(pageview()).replace('"utm":{}', '"utm":{"__proto__":{"x":"y"}}')],
      ['constructor in utm', JSON.stringify(pageview()).replace('"utm":{}', '"utm":{"constructor":"x"}')],
      ['a number too large to represent', JSON.stringify(pageview()).replace('"colorDepth":24', '"colorDepth":1e400')],
    ])('refuses %s', async (_, raw) => {
      const { url } = await startAnalytics();
      await expectError(await post(url, 'pageview', raw), 400, 'validation_failed');
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });

    it('refuses a session start that is not exactly the spec payload', async () => {
      const { url } = await startAnalytics();
      await expectError(await post(url, 'session', sessionStart({ utm: {} })), 400, 'validation_failed');
      await expectError(await post(url, 'session', sessionStart({ landingPage: '' })), 400, 'validation_failed');
    });
  });

  it('stores nothing from a refused request', async () => {
    const { url, flush } = await startAnalytics();
    await post(url, 'pageview', pageview({ extra: 1 }));
    await post(url, 'session', sessionStart({ referrer: 'r'.repeat(2001) }));
    await flush();
    const answer = await stats(url, { admin: true });
    expect(answer.totalPageviews).toBe(0);
    expect(answer.recentVisitors).toEqual([]);
  });

  it('rate-limits each client address with 429 and Retry-After', async () => {
    const { url } = await startAnalytics({ env: { ANALYTICS_RATE_LIMIT: '3' } });
    for (let i = 0; i < 3; i++) await accept(url, 'pageview', pageview(), { address: '198.51.100.7' });
    const limited = await post(url, 'pageview', pageview(), { address: '198.51.100.7' });
    await expectError(limited, 429, 'too_many_requests');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    await accept(url, 'pageview', pageview(), { address: '198.51.100.8' });
  });

  it('answers unknown methods and paths with the contract body', async () => {
    const { url } = await startAnalytics();
    await expectError(await fetch(`${url}/api/analytics/pageview`), 405, 'method_not_allowed');
    await expectError(await fetch(`${url}/api/analytics/nothing`), 404, 'not_found');
  });
});
