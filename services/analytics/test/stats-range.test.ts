import { describe, expect, it } from 'vitest';
import { errorBody } from '@portfolio/contracts';
import { pageview, startAnalytics } from './fixture.ts';
import { accept, askStats, stats } from './http.ts';

describe('stats', () => {
  describe('range', () => {
    it('covers the last 30 days by default, every day present', async () => {
      const { url, flush } = await startAnalytics();
      await accept(url, 'pageview', pageview());
      await flush();
      const answer = await stats(url);
      expect(answer.range).toEqual({ from: '2026-02-09', to: '2026-03-10', timeZone: 'UTC' });
      expect(answer.dailyPageviews).toHaveLength(30);
      expect(answer.dailyPageviews.at(-1)).toEqual({ date: '2026-03-10', count: 1 });
      expect(answer.dailyPageviews.slice(0, -1).every((d) => d.count === 0)).toBe(true);
    });

    it('takes from and to as days, both included', async () => {
      const { url, clock, flush } = await startAnalytics();
      await accept(url, 'pageview', pageview());
      clock.set('2026-03-12T08:00:00Z');
      await accept(url, 'pageview', pageview({ path: '/games' }));
      await flush();
      const first = await stats(url, { query: 'from=2026-03-10&to=2026-03-11' });
      expect(first.totalPageviews).toBe(1);
      expect(first.dailyPageviews).toEqual([
        { date: '2026-03-10', count: 1 },
        { date: '2026-03-11', count: 0 },
      ]);
      expect((await stats(url, { query: 'from=2026-03-11' })).topPages).toEqual([{ path: '/games', count: 1 }]);
    });

    it.each([
      ['from after to', 'from=2026-03-10&to=2026-03-01'],
      ['a range over the cap', 'from=2025-01-01&to=2026-03-10'],
      ['an impossible date', 'from=2026-02-30'],
      ['something else than a date', 'to=yesterday'],
    ])('refuses %s with 400', async (_, query) => {
      const { url } = await startAnalytics();
      const res = await askStats(url, { query });
      expect(res.status).toBe(400);
      expect(errorBody.parse(await res.json()).code).toBe('validation_failed');
    });

    it('buckets days in the configured time zone', async () => {
      const { url, clock, flush } = await startAnalytics({ env: { STATS_TIME_ZONE: 'America/New_York' } });
      clock.set('2026-03-10T03:00:00Z'); // 23:00 on the 9th in New York
      await accept(url, 'pageview', pageview());
      await flush();
      const answer = await stats(url, { query: 'from=2026-03-09&to=2026-03-10' });
      expect(answer.range.timeZone).toBe('America/New_York');
      expect(answer.dailyPageviews).toEqual([
        { date: '2026-03-09', count: 1 },
        { date: '2026-03-10', count: 0 },
      ]);
    });
  });

  describe('cache', () => {
    const computed = async (url: string) =>
      ((await (await fetch(`${url}/readyz`)).json()) as { checks: { analytics: { statsCache: { computed: number } } } })
        .checks.analytics.statsCache.computed;

    it('reuses an answer for the configured window, then computes a new one', async () => {
      const { url, clock, flush } = await startAnalytics({ env: { STATS_CACHE_SECONDS: '30' } });
      await accept(url, 'pageview', pageview());
      await flush();
      const first = await stats(url);
      await accept(url, 'pageview', pageview());
      await flush();
      clock.advance(29_000);
      expect(await stats(url)).toEqual(first);
      clock.advance(1_000);
      const next = await stats(url);
      expect(next.totalPageviews).toBe(2);
      expect(next.generatedAt).not.toBe(first.generatedAt);
    });

    it('computes one aggregation for any number of simultaneous pollers, per role and range', async () => {
      const { url } = await startAnalytics({ env: { STATS_CACHE_SECONDS: '30' } });
      const before = await computed(url);
      const answers = await Promise.all(Array.from({ length: 20 }, () => stats(url)));
      expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
      expect((await computed(url)) - before).toBe(1);
      // The administrator's answer is another entry: it holds more.
      expect((await stats(url, { admin: true })).scope).toBe('full');
      expect((await stats(url)).scope).toBe('aggregate');
      await stats(url, { query: 'from=2026-03-01' });
      expect((await computed(url)) - before).toBe(3);
    });
  });

  it('rate-limits stats per client address', async () => {
    const { url } = await startAnalytics({ env: { ANALYTICS_STATS_RATE_LIMIT: '2' } });
    await stats(url);
    await stats(url);
    const limited = await askStats(url);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).not.toBeNull();
  });

  it('rate-limits stats per IPv6 /64: rotating through addresses of one /64 hits the limit', async () => {
    const { url } = await startAnalytics({ env: { ANALYTICS_STATS_RATE_LIMIT: '2' } });
    const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
    await stats(url, from('2001:db8:9:9::1'));
    await stats(url, from('2001:db8:9:9::2'));
    expect((await askStats(url, from('2001:db8:9:9::3'))).status).toBe(429);
    expect((await askStats(url, from('2001:db8:9:a::1'))).status).toBe(200);
  });
});
