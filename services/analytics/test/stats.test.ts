import { describe, expect, it } from 'vitest';
import { authRoleHeader, gatewayTokenHeader, otherPages, statsResponse } from '@portfolio/contracts';
import { testGatewaySecret } from '@portfolio/testing';
import { iphoneUserAgent, pageview, sessionStart, startAnalytics } from './fixture.ts';
import { accept, askStats, stats } from './http.ts';

const minute = 60_000;

/** Two visits: one of three pages from a newsletter, one bounce from Hacker News on an iPhone. */
async function twoVisits(url: string, clock: { advance(ms: number): void }) {
  const reader = '1741608000000-reader01';
  await accept(url, 'session', sessionStart({ sessionId: reader }), { address: '90.84.0.1' });
  await accept(
    url,
    'pageview',
    pageview({ sessionId: reader, utm: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring' } }),
    { address: '90.84.0.1' },
  );
  clock.advance(2 * minute);
  await accept(url, 'pageview', pageview({ sessionId: reader, path: '/blog' }), { address: '90.84.0.1' });
  clock.advance(minute);
  await accept(url, 'pageview', pageview({ sessionId: reader, path: '/blog/hello' }), { address: '90.84.0.1' });
  clock.advance(minute);
  const skimmer = '1741608000000-skimmer1';
  await accept(
    url,
    'pageview',
    pageview({
      sessionId: skimmer,
      path: '/games',
      landingPage: '/games',
      referrer: 'https://news.ycombinator.com/item?id=42',
    }),
    { address: '81.2.69.142', userAgent: iphoneUserAgent },
  );
}

describe('stats', () => {
  it('gives a visitor aggregates only: totals, series and breakdowns, no visitor-level data', async () => {
    const { url, clock, flush } = await startAnalytics();
    await twoVisits(url, clock);
    await flush();
    const res = await askStats(url);
    expect(res.status).toBe(200);
    const text = await res.text();
    const answer = statsResponse.parse(JSON.parse(text));
    expect(answer.scope).toBe('aggregate');
    expect(answer.totalPageviews).toBe(4);
    expect(answer.activeSessions).toEqual([]);
    expect(answer.recentVisitors).toEqual([]);
    expect(answer.recentPageviews).toEqual([]);
    expect(answer.topReferrers).toEqual([]);
    for (const visitorLevel of ['reader01', 'skimmer1', 'news.ycombinator.com/item']) {
      expect(text).not.toContain(visitorLevel);
    }
  });

  it("shows a visitor only the site's own pages, the rest as other, and no referrers, sources, campaign tags, entry or exit pages", async () => {
    const { url, clock, flush } = await startAnalytics();
    await twoVisits(url, clock);
    const spammer = '1741608000000-spammer1';
    for (let i = 0; i < 3; i++) {
      await accept(
        url,
        'pageview',
        pageview({ sessionId: spammer, path: '/buy-cheap-pills', landingPage: '/buy-cheap-pills' }),
      );
    }
    await flush();
    const visitor = await stats(url);
    expect(visitor.topPages).toEqual([
      { path: '/', count: 1 },
      { path: '/blog', count: 1 },
      { path: '/games', count: 1 },
      { path: otherPages, count: 4 },
    ]);
    expect(visitor.entryPages).toEqual([]);
    expect(visitor.exitPages).toEqual([]);
    expect(visitor.sources).toEqual([]);
    expect(visitor.utm).toEqual({ source: [], medium: [], campaign: [], term: [], content: [] });
    expect(JSON.stringify(visitor)).not.toMatch(/pills|newsletter|spring|ycombinator/);

    const admin = await stats(url, { admin: true });
    expect(admin.topPages).toContainEqual({ path: '/buy-cheap-pills', count: 3 });
    expect(admin.entryPages).toContainEqual({ path: '/buy-cheap-pills', count: 1 });
    expect(admin.sources).toContainEqual({ name: 'newsletter', count: 1 });
    expect(admin.utm.campaign).toEqual([{ name: 'spring', count: 1 }]);
  });

  it('keeps the real pages in the public list when more made-up paths than the list holds outrank them', async () => {
    const { url, clock, flush } = await startAnalytics();
    await twoVisits(url, clock);
    const spammer = '1741608000000-spammer2';
    // The stats lists hold 50 rows: 51 made-up paths with two views each outrank '/', '/blog' and '/games' (one each).
    for (let i = 0; i < 51; i++) {
      for (let view = 0; view < 2; view++) {
        await accept(url, 'pageview', pageview({ sessionId: spammer, path: `/spam-${i}`, landingPage: '/spam-0' }));
      }
    }
    await flush();
    const visitor = await stats(url);
    expect(visitor.topPages).toEqual([
      { path: '/', count: 1 },
      { path: '/blog', count: 1 },
      { path: '/games', count: 1 },
      { path: otherPages, count: 103 },
    ]);
  });

  it('gives the administrator the visitor-level lists as well', async () => {
    const { url, clock, flush } = await startAnalytics();
    await twoVisits(url, clock);
    await flush();
    const answer = await stats(url, { admin: true });
    expect(answer.scope).toBe('full');
    expect(answer.activeSessions).toEqual([
      expect.objectContaining({ sessionId: '1741608000000-skimmer1', pageViews: ['/games'] }),
      expect.objectContaining({ sessionId: '1741608000000-reader01', pageViews: ['/', '/blog', '/blog/hello'] }),
    ]);
    expect(answer.recentVisitors.map((v) => [v.sessionId, v.browser, v.platform, v.country])).toEqual([
      ['1741608000000-skimmer1', 'Mobile Safari', 'iOS', 'GB'],
      ['1741608000000-reader01', 'Chrome', 'Windows', 'FR'],
    ]);
    expect(answer.recentPageviews.map((p) => p.path)).toEqual(['/games', '/blog/hello', '/blog', '/']);
    expect(answer.topReferrers).toEqual([{ name: 'https://news.ycombinator.com/item', count: 1 }]);
  });

  it("never believes a role header without the gateway's token, even from a trusted front proxy", async () => {
    const { url, clock, flush } = await startAnalytics();
    await twoVisits(url, clock);
    await flush();
    const tokens: Record<string, string>[] = [
      {},
      { [gatewayTokenHeader]: '' },
      { [gatewayTokenHeader]: `${testGatewaySecret}x` },
    ];
    for (const token of tokens) {
      const answer = await stats(url, { headers: { [authRoleHeader]: 'admin', ...token } });
      expect(answer.scope).toBe('aggregate');
      expect(answer.recentVisitors).toEqual([]);
    }
  });

  it('never believes a role header when no gateway secret is configured', async () => {
    const { url, clock, flush } = await startAnalytics({ env: { GATEWAY_SECRET: '' } });
    await twoVisits(url, clock);
    await flush();
    const answer = await stats(url, { admin: true });
    expect(answer.scope).toBe('aggregate');
  });

  it('fills every field with real values: bounce rate, visit duration, devices, sources, UTM, entry and exit pages', async () => {
    const { url, clock, flush } = await startAnalytics();
    await twoVisits(url, clock);
    await flush();
    const answer = await stats(url, { admin: true });
    expect(answer).toMatchObject({
      totalPageviews: 4,
      totalSessions: 2,
      uniqueVisitors: 2,
      returningVisitors: 0,
      bounceRate: 50,
      avgVisitDurationSeconds: 90,
      topPages: [
        { path: '/', count: 1 },
        { path: '/blog', count: 1 },
        { path: '/blog/hello', count: 1 },
        { path: '/games', count: 1 },
      ],
      byDevice: [
        { name: 'Desktop', count: 1 },
        { name: 'Mobile', count: 1 },
      ],
      sources: [
        { name: 'news.ycombinator.com', count: 1 },
        { name: 'newsletter', count: 1 },
      ],
      utm: {
        source: [{ name: 'newsletter', count: 1 }],
        medium: [{ name: 'email', count: 1 }],
        campaign: [{ name: 'spring', count: 1 }],
        term: [],
        content: [],
      },
      entryPages: [
        { path: '/', count: 1 },
        { path: '/games', count: 1 },
      ],
      exitPages: [
        { path: '/blog/hello', count: 1 },
        { path: '/games', count: 1 },
      ],
    });
  });

  it('names the source of a visit as Plausible does: utm_source, ref, source, referring site, else direct', async () => {
    const { url, flush } = await startAnalytics();
    const cases: [string, Record<string, unknown>][] = [
      ['a', { utm: { utm_source: 'campaign', ref: 'r', source: 's' }, referrer: 'https://x.example/' }],
      ['b', { utm: { ref: 'friend', source: 's' }, referrer: 'https://x.example/' }],
      ['c', { utm: { source: 'mastodon' }, referrer: 'https://x.example/' }],
      ['d', { referrer: 'https://www.Example.org/page?q=1' }],
      ['e', { referrer: `${url}/blog` }],
      ['g', { referrer: 'https://portfolio.example/blog' }],
      ['f', {}],
    ];
    for (const [name, fields] of cases) {
      // The browser names our site in Origin; behind a proxy, Host may name something else.
      const headers: Record<string, string> = name === 'g' ? { origin: 'https://portfolio.example' } : {};
      await accept(url, 'pageview', pageview({ sessionId: `1741608000000-source-${name}`, ...fields }), { headers });
    }
    await flush();
    expect((await stats(url, { admin: true })).sources).toEqual([
      { name: 'Direct / None', count: 3 },
      { name: 'campaign', count: 1 },
      { name: 'example.org', count: 1 },
      { name: 'friend', count: 1 },
      { name: 'mastodon', count: 1 },
    ]);
  });

  it('reports performance averages over the page views that sent timings', async () => {
    const { url, flush } = await startAnalytics();
    const timing = (loadEvent: number) => ({
      navigationType: 'navigate',
      timeToFirstByte: 100,
      domContentLoaded: 400,
      loadEvent,
    });
    await accept(url, 'pageview', pageview({ performance: timing(900) }));
    await accept(url, 'pageview', pageview({ performance: timing(1100.5) }));
    await accept(url, 'pageview', pageview());
    await flush();
    expect((await stats(url)).performanceAverages).toEqual({
      avgLoadEvent: 1000.3,
      avgTimeToFirstByte: 100,
      avgDomContentLoaded: 400,
    });
  });
});
