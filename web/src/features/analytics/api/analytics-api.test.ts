import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fakeServer, json } from '@/test/fake-server';
import { recordPageview } from './record-pageview';
import { startSession } from './start-session';
import { emptyStats, normaliseStats, statsQuery } from './stats';

const start = {
  sessionId: 'lx2k9-Abcdefghijklmnop',
  landingPage: '/',
  referrer: '',
  browserInfo: {
    browser: 'Chrome' as const,
    platform: 'Linux',
    language: 'en',
    screenResolution: '800x600',
    viewport: { width: 800, height: 600 },
    outerSize: { width: 800, height: 600 },
    colorDepth: 24,
    pixelDepth: 24,
  },
};

describe('analytics calls', () => {
  it('post JSON with cookies included', async () => {
    const server = fakeServer({
      'POST /api/analytics/session': () => json(202, { accepted: true }),
      'POST /api/analytics/pageview': () => json(202, { accepted: true }),
    });
    await startSession(start);
    await recordPageview({ ...start, path: '/games', performance: null, utm: {} });
    for (const call of server.calls) {
      expect(call.init).toMatchObject({ method: 'POST', credentials: 'include', keepalive: true });
      expect(new Headers(call.init?.headers).get('content-type')).toBe('application/json');
    }
    expect(JSON.parse(String(server.calls[1]!.init!.body))).toMatchObject({ path: '/games' });
  });

  it('raise a typed error on a refusal, for the caller to swallow', async () => {
    fakeServer();
    await expect(startSession(start)).rejects.toMatchObject({ name: 'ApiError', status: 404, code: 'not_found' });
  });
});

describe('stats', () => {
  const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

  it('fetch with cookies included and read the spec fields', async () => {
    const server = fakeServer({
      'GET /api/analytics/stats': () =>
        json(200, {
          totalPageviews: 42,
          totalSessions: 7,
          byBrowser: [{ name: 'Firefox', count: 4 }],
          performanceAverages: { avgLoadEvent: 512.4, avgTimeToFirstByte: 30 },
          activeSessions: [{ sessionId: 's', landingPage: '/', lastSeen: 'now', pageViews: '/, /games ,' }],
          bounceRate: 40,
        }),
    });
    const stats = await client().fetchQuery(statsQuery());
    expect(server.calls[0]!.init?.credentials).toBe('include');
    expect(stats).toMatchObject({
      totalPageviews: 42,
      totalSessions: 7,
      byBrowser: [{ name: 'Firefox', count: 4 }],
      performanceAverages: { avgLoadEvent: 512.4 },
      topPages: [],
    });
    expect(stats.activeSessions[0]!.pageViews).toEqual(['/', '/games']);
  });

  it('raise "Failed to fetch stats" when the answer is not ok', async () => {
    fakeServer({ 'GET /api/analytics/stats': () => json(500, { code: 'internal_error', message: 'Oops.' }) });
    await expect(client().fetchQuery(statsQuery())).rejects.toThrow('Failed to fetch stats');
  });

  it('turn anything malformed into zeros and empty lists', () => {
    expect(normaliseStats(null)).toEqual(emptyStats);
    expect(normaliseStats({ totalPageviews: -3, topPages: 'many', byCountry: [{ name: 4 }] })).toMatchObject({
      totalPageviews: 0,
      topPages: [],
      byCountry: [{ name: '', count: 0 }],
    });
    expect(normaliseStats({ activeSessions: [{ pageViews: ['/a', 3, '/b'] }] }).activeSessions[0]!.pageViews).toEqual([
      '/a',
      '/b',
    ]);
  });
});
