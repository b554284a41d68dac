import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '@portfolio/kit';
import type { StoredEvent } from '../src/events.ts';
import { calendar } from '../src/stats/calendar.ts';
import type { AnalyticsStore } from '../src/stores/ports.ts';
import { openSqliteStore } from '../src/stores/sqlite/sqlite-store.ts';
import { at, pageviewEvent, sessionEvent, statsRequest, visitorHash } from './store-fixture.ts';

const silent = createLogger('analytics-sqlite-test', 'silent');
const opened: AnalyticsStore[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((s) => s.close()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const openAt = async (dir: string, timeZone: string) => {
  const store = await openSqliteStore(join(dir, 'analytics.sqlite'), { calendar: calendar(timeZone), logger: silent });
  opened.push(store);
  return store;
};
const newDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'analytics-sqlite-'));
  dirs.push(dir);
  return dir;
};

// Around midnight in Paris, so that the days differ between UTC and Europe/Paris.
const traffic: StoredEvent[] = [
  sessionEvent({ sessionId: 'a', at: Date.parse('2026-03-10T22:30:00Z') }),
  pageviewEvent({ sessionId: 'a', at: Date.parse('2026-03-10T22:30:00Z'), path: '/', source: 'x', utm: {} }),
  pageviewEvent({ sessionId: 'a', at: Date.parse('2026-03-10T23:10:00Z'), path: '/b' }),
  pageviewEvent({ sessionId: 'b', visitor: visitorHash('b'), at: Date.parse('2026-03-10T23:30:00Z'), path: '/c' }),
  pageviewEvent({
    sessionId: 'b',
    visitor: visitorHash('b'),
    at: Date.parse('2026-03-10T23:35:00Z'),
    path: '/d',
    timing: { ttfb: 10, dcl: 20, load: 30 },
  }),
];

describe('SQLite store', () => {
  it('rebuilds its daily roll-ups when the time zone changes, as if written in the new one', async () => {
    const dir = newDir();
    await (await openAt(dir, 'UTC')).write(traffic);
    await opened.pop()!.close();
    const rebuilt = await openAt(dir, 'Europe/Paris');
    const fresh = await openAt(newDir(), 'Europe/Paris');
    await fresh.write(traffic);
    const request = statsRequest({ from: '2026-03-10', to: '2026-03-11', timeZone: 'Europe/Paris' });
    const [a, b] = [await rebuilt.stats(request), await fresh.stats(request)];
    expect(a).toEqual(b);
    expect(a.daily).toEqual([
      { date: '2026-03-10', pageviews: 1, sessions: 1, visitors: 1 },
      { date: '2026-03-11', pageviews: 3, sessions: 1, visitors: 1 },
    ]);
    // Session a paused 40 minutes (not counted), session b read for 5.
    expect(a.durationMs).toBe(5 * 60_000);
  });

  it('purges what is older than the retention, rows and roll-ups alike', async () => {
    const store = await openAt(newDir(), 'UTC');
    await store.write([
      pageviewEvent({ sessionId: 'old', at: at(-3 * 24 * 60) }),
      pageviewEvent({ sessionId: 'new', visitor: visitorHash('new'), at: at(0) }),
    ]);
    await store.purge(at(-24 * 60));
    const data = await store.stats(statsRequest({ from: '2026-03-01' }));
    expect(data.pageviews).toBe(1);
    expect(data.daily.map((d) => d.date)).toEqual(['2026-03-10']);
    expect(data.visitorLevel!.recentVisitors.map((v) => v.sessionId)).toEqual(['new']);
  });

  it('stops counting a visit past 1,000 page views (a robot), while still counting the page views', async () => {
    const store = await openAt(newDir(), 'UTC');
    const views = Array.from({ length: 1002 }, (_, i) => pageviewEvent({ sessionId: 'robot', at: at(0) + i }));
    await store.write(views);
    const data = await store.stats(statsRequest());
    expect(data.pageviews).toBe(1002);
    expect(data.sessions).toBe(1);
    expect(data.breakdowns.exit).toEqual([{ name: '/', count: 1 }]);
  });
});
