import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fakeServer, json } from '@/test/fake-server';
import { recordPageview } from './record-pageview';
import { startSession } from './start-session';
import { statsQuery } from './stats';

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

/** A contract-valid answer as the service gives a visitor: aggregates only. */
const aggregate = {
  scope: 'aggregate',
  range: { from: '2026-10-23', to: '2026-11-21', timeZone: 'UTC' },
  generatedAt: '2026-11-21T10:00:00.000Z',
  totalPageviews: 42,
  dailyPageviews: [{ date: '2026-11-21', count: 42 }],
  topPages: [{ path: '/', count: 40 }],
  byPlatform: [],
  byBrowser: [{ name: 'Firefox', count: 4 }],
  byCountry: [],
  byDevice: [],
  byLanguage: [],
  totalSessions: 7,
  dailySessions: [],
  uniqueVisitors: 6,
  dailyVisitors: [],
  returningVisitors: 1,
  bounceRate: 40,
  avgVisitDurationSeconds: 12,
  sources: [],
  utm: { source: [], medium: [], campaign: [], term: [], content: [] },
  entryPages: [],
  exitPages: [],
  performanceAverages: { avgLoadEvent: 512.4, avgTimeToFirstByte: 30, avgDomContentLoaded: null },
  activeSessions: [],
  recentVisitors: [],
  recentPageviews: [],
  topReferrers: [],
};

describe('stats', () => {
  const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

  it('fetch with cookies included and read the answer the contract declares', async () => {
    const server = fakeServer({ 'GET /api/analytics/stats': () => json(200, aggregate) });
    const stats = await client().fetchQuery(statsQuery());
    expect(server.calls[0]!.init?.credentials).toBe('include');
    expect(server.calls[0]!.path).toBe('/api/analytics/stats');
    expect(stats).toMatchObject({
      totalPageviews: 42,
      totalSessions: 7,
      byBrowser: [{ name: 'Firefox', count: 4 }],
      performanceAverages: { avgLoadEvent: 512.4 },
      topPages: [{ path: '/', count: 40 }],
    });
  });

  it('raise "Failed to fetch stats" when the answer is not ok', async () => {
    fakeServer({ 'GET /api/analytics/stats': () => json(500, { code: 'internal_error', message: 'Oops.' }) });
    await expect(client().fetchQuery(statsQuery())).rejects.toThrow('Failed to fetch stats');
  });

  it('fail on an answer outside the contract rather than show part of it (readers show emptyStats)', async () => {
    fakeServer({
      'GET /api/analytics/stats': () => json(200, { ...aggregate, totalPageviews: -3, topPages: 'many' }),
    });
    const queryClient = client();
    await expect(queryClient.fetchQuery(statsQuery())).rejects.toMatchObject({
      name: 'ContractError',
      endpoint: 'GET /api/analytics/stats',
      issues: ['totalPageviews', 'topPages'],
    });
    expect(queryClient.getQueryData(statsQuery().queryKey)).toBeUndefined();
  });
});
