import { afterAll, describe, expect, it } from 'vitest';
import type { AnalyticsStore, StatsData } from '../src/stores/ports.ts';
import {
  at,
  mongoAdapter,
  pageviewEvent,
  sessionEvent,
  sqliteAdapter,
  statsRequest,
  t0,
  visitorHash,
  type AdapterUnderTest,
} from './store-fixture.ts';

const adapters: AdapterUnderTest[] = [sqliteAdapter()];
const mongo = await mongoAdapter();
if (mongo) adapters.push(mongo);
afterAll(async () => {
  await Promise.all(adapters.map((a) => a.dispose()));
});

const counts = (data: StatsData) => ({
  pageviews: data.pageviews,
  sessions: data.sessions,
  visitors: data.visitors,
  returningVisitors: data.returningVisitors,
  bounces: data.bounces,
  durationMs: data.durationMs,
});

/** One contract, every adapter: what ingestion and stats rely on must hold for SQLite and for MongoDB alike. */
describe.each(adapters.map((a) => [a.kind, a] as const))('analytics store contract (%s)', (_, adapter) => {
  let store: AnalyticsStore;
  const open = async (timeZone?: string) => (store = await adapter.open(timeZone));

  it('creates a session once; a session without page views is not a visit', async () => {
    await open();
    await store.write([sessionEvent(), sessionEvent({ browser: 'Chrome', at: at(1) })]);
    const data = await store.stats(statsRequest());
    expect(counts(data)).toEqual({
      pageviews: 0,
      sessions: 0,
      visitors: 0,
      returningVisitors: 0,
      bounces: 0,
      durationMs: 0,
    });
    expect(data.visitorLevel!.recentVisitors).toEqual([
      { sessionId: 'contract-session-1', browser: 'Firefox', os: 'Linux', country: 'FR', startedAt: t0 },
    ]);
  });

  it('counts a page view once per id, however often it is written (retries, replays)', async () => {
    await open();
    const first = pageviewEvent({ id: 'pv-once-1' });
    const second = pageviewEvent({ id: 'pv-once-2', path: '/blog', at: at(1) });
    await store.write([sessionEvent(), first, first, second]);
    await store.write([sessionEvent(), first, second]);
    await store.write([second]);
    const data = await store.stats(statsRequest());
    expect(counts(data)).toMatchObject({ pageviews: 2, sessions: 1, visitors: 1, bounces: 0 });
    expect(data.breakdowns.page).toEqual([
      { name: '/', count: 1 },
      { name: '/blog', count: 1 },
    ]);
    expect(data.visitorLevel!.activeSessions[0]!.pages).toEqual(['/', '/blog']);
  });

  it('takes the performance update: a copy with timings sets them and counts nothing', async () => {
    await open();
    const view = pageviewEvent({ id: 'pv-timed' });
    await store.write([view]);
    expect((await store.stats(statsRequest())).timing).toEqual({ ttfb: null, dcl: null, load: null });
    await store.write([{ ...view, timing: { ttfb: 100, dcl: 200, load: 300 } }]);
    let data = await store.stats(statsRequest());
    expect(data.timing).toEqual({ ttfb: 100, dcl: 200, load: 300 });
    expect(data.pageviews).toBe(1);
    // A partial update keeps what it does not bring.
    await store.write([{ ...view, timing: { ttfb: null, dcl: null, load: 500 } }]);
    await store.write([pageviewEvent({ id: 'pv-timed-2', at: at(1), timing: { ttfb: null, dcl: 400, load: 100 } })]);
    data = await store.stats(statsRequest());
    expect(data.timing).toEqual({ ttfb: 100, dcl: 300, load: 300 });
    expect(data.pageviews).toBe(2);
  });

  it('ignores a copy that claims another session’s page-view id', async () => {
    await open();
    await store.write([pageviewEvent({ id: 'pv-owned', timing: { ttfb: 1, dcl: 2, load: 3 } })]);
    await store.write([
      sessionEvent({ sessionId: 'intruder-session', visitor: visitorHash('intruder') }),
      pageviewEvent({ id: 'pv-owned', sessionId: 'intruder-session', timing: { ttfb: 9, dcl: 9, load: 9 } }),
    ]);
    const data = await store.stats(statsRequest());
    expect(data.timing).toEqual({ ttfb: 1, dcl: 2, load: 3 });
    expect(counts(data)).toMatchObject({ pageviews: 1, sessions: 1, visitors: 1 });
  });

  it('creates the session from a page view that arrives first', async () => {
    await open();
    await store.write([pageviewEvent({ sessionId: 'pv-first', browser: 'Safari', country: 'JP' })]);
    await store.write([sessionEvent({ sessionId: 'pv-first', browser: 'Chrome' })]);
    const data = await store.stats(statsRequest());
    expect(counts(data)).toMatchObject({ pageviews: 1, sessions: 1, bounces: 1 });
    expect(data.breakdowns.browser).toEqual([{ name: 'Safari', count: 1 }]);
    expect(data.breakdowns.country).toEqual([{ name: 'JP', count: 1 }]);
  });

  it('measures visits: bounces, duration without long pauses, entry and exit pages', async () => {
    await open();
    await store.write([
      sessionEvent(),
      pageviewEvent({ path: '/', at: at(0) }),
      pageviewEvent({ path: '/a', at: at(1) }),
      // A pause over 30 minutes: the page is left open, not read.
      pageviewEvent({ path: '/b', at: at(62) }),
      // Arrives late with an earlier time: neither longer nor the exit page.
      pageviewEvent({ path: '/late', at: at(30) }),
      sessionEvent({ sessionId: 'bounce', visitor: visitorHash('v2'), at: at(5) }),
      pageviewEvent({ sessionId: 'bounce', visitor: visitorHash('v2'), path: '/bounce', at: at(5) }),
    ]);
    const data = await store.stats(statsRequest());
    expect(counts(data)).toEqual({
      pageviews: 5,
      sessions: 2,
      visitors: 2,
      returningVisitors: 0,
      bounces: 1,
      durationMs: 60_000,
    });
    expect(data.breakdowns.entry).toEqual([{ name: '/', count: 2 }]);
    expect(data.breakdowns.exit).toEqual([
      { name: '/b', count: 1 },
      { name: '/bounce', count: 1 },
    ]);
  });

  it('attributes a visit from its first page view, once', async () => {
    await open();
    await store.write([
      sessionEvent({ landingPage: '/start', referrer: 'https://a.example/x', referrerHost: 'a.example' }),
      pageviewEvent({
        landingPage: '/landing',
        referrer: 'https://b.example/y',
        referrerHost: 'b.example',
        source: 'newsletter',
        utm: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring' },
      }),
      pageviewEvent({ at: at(1), source: 'other', utm: { utm_source: 'other' }, referrer: 'https://c.example/' }),
    ]);
    const { breakdowns } = await store.stats(statsRequest());
    expect(breakdowns.source).toEqual([{ name: 'newsletter', count: 1 }]);
    expect(breakdowns.utm_source).toEqual([{ name: 'newsletter', count: 1 }]);
    expect(breakdowns.utm_medium).toEqual([{ name: 'email', count: 1 }]);
    expect(breakdowns.utm_campaign).toEqual([{ name: 'spring', count: 1 }]);
    expect(breakdowns.utm_term).toEqual([]);
    expect(breakdowns.entry).toEqual([{ name: '/landing', count: 1 }]);
    expect(breakdowns.referrer).toEqual([{ name: 'https://b.example/y', count: 1 }]);
  });

  it('counts unique and returning visitors from the daily hashes', async () => {
    await open();
    const visit = (sessionId: string, visitor: string, minutes: number, priorVisitor: string | null = null) => [
      sessionEvent({ sessionId, visitor: visitorHash(visitor), priorVisitor, at: at(minutes) }),
      pageviewEvent({ sessionId, visitor: visitorHash(visitor), priorVisitor, at: at(minutes) }),
    ];
    await store.write([
      // Yesterday.
      ...visit('yesterday', 'carol-day-1', -24 * 60),
      // Today: Alice twice, Bob once (seen yesterday as Carol's hash), Dan once, Eve without a page view.
      ...visit('alice-1', 'alice', 0),
      ...visit('alice-2', 'alice', 10),
      ...visit('bob', 'bob', 20, visitorHash('carol-day-1')),
      ...visit('dan', 'dan', 30, visitorHash('nobody-yesterday')),
      sessionEvent({ sessionId: 'eve', visitor: visitorHash('eve'), at: at(40) }),
    ]);
    const today = await store.stats(statsRequest());
    expect(counts(today)).toMatchObject({ sessions: 4, visitors: 3, returningVisitors: 2 });
    const both = await store.stats(statsRequest({ from: '2026-03-09' }));
    expect(counts(both)).toMatchObject({ sessions: 5, visitors: 4, returningVisitors: 2 });
    expect(both.daily).toEqual([
      { date: '2026-03-09', pageviews: 1, sessions: 1, visitors: 1 },
      { date: '2026-03-10', pageviews: 4, sessions: 4, visitors: 3 },
    ]);
  });

  it('buckets days in the store’s time zone: page views on their day, visits on their first day', async () => {
    await open('Europe/Paris');
    const lateEvening = Date.parse('2026-03-10T22:30:00Z'); // 23:30 in Paris
    const afterMidnight = Date.parse('2026-03-10T23:30:00Z'); // 00:30 the next day in Paris
    await store.write([
      pageviewEvent({ sessionId: 'late', at: lateEvening }),
      pageviewEvent({ sessionId: 'late', at: afterMidnight, path: '/next-day' }),
      pageviewEvent({ sessionId: 'early', visitor: visitorHash('v2'), at: afterMidnight }),
    ]);
    const data = await store.stats(statsRequest({ from: '2026-03-10', to: '2026-03-11', timeZone: 'Europe/Paris' }));
    expect(data.daily).toEqual([
      { date: '2026-03-10', pageviews: 1, sessions: 1, visitors: 1 },
      { date: '2026-03-11', pageviews: 2, sessions: 1, visitors: 1 },
    ]);
    const nextDay = await store.stats(statsRequest({ from: '2026-03-11', to: '2026-03-11', timeZone: 'Europe/Paris' }));
    expect(counts(nextDay)).toMatchObject({ pageviews: 2, sessions: 1 });
    expect(nextDay.breakdowns.page).toEqual([
      { name: '/', count: 1 },
      { name: '/next-day', count: 1 },
    ]);
  });

  it('sorts breakdowns by count, then name, and keeps the top ones', async () => {
    await open();
    const browsers = ['Firefox', 'Chrome', 'Brave', 'Firefox', 'Brave', 'Firefox', 'Chrome'];
    await store.write(
      browsers.map((browser, i) =>
        pageviewEvent({ sessionId: `b-${i}`, visitor: visitorHash(`b-${i}`), browser, at: at(i) }),
      ),
    );
    const all = await store.stats(statsRequest());
    expect(all.breakdowns.browser).toEqual([
      { name: 'Firefox', count: 3 },
      { name: 'Brave', count: 2 },
      { name: 'Chrome', count: 2 },
    ]);
    const top = await store.stats(statsRequest({ limit: 2 }));
    expect(top.breakdowns.browser.map((b) => b.name)).toEqual(['Firefox', 'Brave']);
  });

  it('reads the visitor-level lists, newest first, and only when asked', async () => {
    await open();
    await store.write([
      sessionEvent({ sessionId: 'old', at: at(-60), landingPage: '/old' }),
      pageviewEvent({ sessionId: 'old', at: at(-60), path: '/old' }),
      sessionEvent({ sessionId: 'live', at: at(-2), country: 'DE' }),
      pageviewEvent({ sessionId: 'live', at: at(-2), path: '/one' }),
      pageviewEvent({ sessionId: 'live', at: at(-1), path: '/two' }),
    ]);
    const data = await store.stats(statsRequest({ activeSince: at(-5) }));
    expect(data.visitorLevel).toEqual({
      activeSessions: [{ sessionId: 'live', landingPage: '/', lastSeen: at(-1), pages: ['/one', '/two'] }],
      recentVisitors: [
        { sessionId: 'live', browser: 'Firefox', os: 'Linux', country: 'DE', startedAt: at(-2) },
        { sessionId: 'old', browser: 'Firefox', os: 'Linux', country: 'FR', startedAt: at(-60) },
      ],
      recentPageviews: [
        { path: '/two', sessionId: 'live', at: at(-1) },
        { path: '/one', sessionId: 'live', at: at(-2) },
        { path: '/old', sessionId: 'old', at: at(-60) },
      ],
    });
    expect((await store.stats({ ...statsRequest(), visitorLevel: false })).visitorLevel).toBeUndefined();
  });

  it('keeps one salt per day, first writer wins, and prunes older days', async () => {
    await open();
    expect(await store.salts.ensure('2026-03-10', 'salt-a')).toBe('salt-a');
    expect(await store.salts.ensure('2026-03-10', 'salt-b')).toBe('salt-a');
    expect(await store.salts.ensure('2026-03-11', 'salt-c')).toBe('salt-c');
    expect(await store.salts.get('2026-03-10')).toBe('salt-a');
    expect(await store.salts.get('2026-03-12')).toBeUndefined();
    await store.salts.prune('2026-03-11');
    expect(await store.salts.get('2026-03-10')).toBeUndefined();
    expect(await store.salts.get('2026-03-11')).toBe('salt-c');
  });

  it('answers its readiness ping', async () => {
    await open();
    expect(await store.ping()).toBe(true);
  });
});
