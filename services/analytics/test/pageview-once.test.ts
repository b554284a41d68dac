import { describe, expect, it } from 'vitest';
import { performanceUpdate } from '@portfolio/contracts';
import { pageview, sessionStart, startAnalytics } from './fixture.ts';
import { accept, stats } from './http.ts';
import { readRows } from './stored-files.ts';

const timing = { navigationType: 'navigate', timeToFirstByte: 80, domContentLoaded: 300, loadEvent: 750 };

describe('one page view, once', () => {
  it('counts a repeated pageviewId once, however many times and however it is sent', async () => {
    const { url, flush } = await startAnalytics();
    const view = pageview({ pageviewId: 'pv-retried-0001' });
    await accept(url, 'pageview', view);
    await accept(url, 'pageview', view);
    await flush();
    await accept(url, 'pageview', view, { contentType: 'text/plain' });
    await flush();
    const answer = await stats(url, { admin: true });
    expect(answer.totalPageviews).toBe(1);
    expect(answer.bounceRate).toBe(100);
    expect(answer.recentPageviews).toHaveLength(1);
  });

  it('counts page views without an id once per post', async () => {
    const { url, flush } = await startAnalytics();
    await accept(url, 'pageview', pageview());
    await accept(url, 'pageview', pageview());
    await flush();
    expect((await stats(url)).totalPageviews).toBe(2);
  });

  it('gives page views without an id time-ordered ids (UUIDv7), so that the id index grows at its end', async () => {
    const { url, flush, dataDir } = await startAnalytics();
    for (let i = 0; i < 12; i++) await accept(url, 'pageview', pageview());
    await flush();
    const ids = readRows<{ id: string }>(dataDir, 'SELECT id FROM pageviews ORDER BY rowid').map((row) => row.id);
    expect(ids).toHaveLength(12);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // The first 48 bits are the milliseconds they were made in: never going back in arrival order.
    const made = ids.map((id) => id.slice(0, 13));
    expect(made).toEqual([...made].sort());
  });

  it('takes the performance update (the same page view again, with timings) without counting a second view', async () => {
    const { url, flush } = await startAnalytics();
    await accept(url, 'session', sessionStart());
    await accept(url, 'pageview', pageview({ pageviewId: 'pv-initial-01' }));
    const update = performanceUpdate.parse(pageview({ pageviewId: 'pv-initial-01', performance: timing }));
    await accept(url, 'pageview', update);
    await flush();
    const answer = await stats(url);
    expect(answer.totalPageviews).toBe(1);
    expect(answer.totalSessions).toBe(1);
    expect(answer.performanceAverages).toEqual({ avgLoadEvent: 750, avgTimeToFirstByte: 80, avgDomContentLoaded: 300 });
  });

  it('refuses to let another session set the timings of a page view it does not own', async () => {
    const { url, flush } = await startAnalytics();
    await accept(url, 'pageview', pageview({ pageviewId: 'pv-someone-01', performance: timing }));
    await accept(
      url,
      'pageview',
      pageview({
        pageviewId: 'pv-someone-01',
        sessionId: '1741608000000-intruder',
        performance: { ...timing, loadEvent: 3_000_000 },
      }),
    );
    await flush();
    const answer = await stats(url);
    expect(answer.totalPageviews).toBe(1);
    expect(answer.totalSessions).toBe(1);
    expect(answer.performanceAverages.avgLoadEvent).toBe(750);
  });

  it('counts a repeated session start once', async () => {
    const { url, flush } = await startAnalytics();
    await accept(url, 'session', sessionStart());
    await accept(url, 'session', sessionStart({ landingPage: '/elsewhere' }));
    await accept(url, 'pageview', pageview());
    await flush();
    const answer = await stats(url, { admin: true });
    expect(answer.totalSessions).toBe(1);
    expect(answer.recentVisitors).toHaveLength(1);
  });
});
