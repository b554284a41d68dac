import { describe, expect, it } from 'vitest';
import {
  browserInfo,
  chromeUserAgent,
  googlebotUserAgent,
  headlessUserAgent,
  iphoneUserAgent,
  pageview,
  sessionStart,
  startAnalytics,
} from './fixture.ts';
import { accept, stats } from './http.ts';
import { filesContaining, filesUnder, readRows } from './stored-files.ts';

const probeUserAgent = `${chromeUserAgent} UaProbe/31337`;

describe('privacy', () => {
  it('stores no client address and no User-Agent, in any file or log line', async () => {
    const { url, dataDir, flush, logs } = await startAnalytics();
    const addresses = ['90.84.0.1', '2a00:1450:4007:80c::200e'];
    for (const [i, address] of addresses.entries()) {
      const sessionId = `1741608000000-address${i}`;
      await accept(url, 'session', sessionStart({ sessionId }), { address, userAgent: probeUserAgent });
      await accept(url, 'pageview', pageview({ sessionId }), { address, userAgent: probeUserAgent });
    }
    const scan = () => {
      const files = filesUnder(dataDir);
      expect(files.some((f) => f.endsWith('.sqlite'))).toBe(true);
      for (const needle of [...addresses, probeUserAgent, 'UaProbe']) {
        expect(filesContaining(dataDir, needle), needle).toEqual([]);
        expect(
          logs.filter((line) => line.includes(needle)),
          needle,
        ).toEqual([]);
      }
    };
    scan(); // while the events may still be in the spool
    await flush();
    scan();
    // Yet the enrichment took place.
    const answer = await stats(url);
    expect(answer.byCountry).toEqual([
      { name: 'FR', count: 1 },
      { name: 'IE', count: 1 },
    ]);
    expect(answer.byBrowser).toEqual([{ name: 'Chrome', count: 2 }]);
  });

  it('parses browser, OS and device class from the User-Agent on the server', async () => {
    const { url, flush } = await startAnalytics();
    await accept(url, 'pageview', pageview({ sessionId: '1741608000000-iphone' }), {
      userAgent: iphoneUserAgent,
      address: '81.2.69.142',
    });
    await accept(url, 'pageview', pageview({ sessionId: '1741608000000-windows' }), { address: '90.84.0.1' });
    await flush();
    const answer = await stats(url);
    expect(answer.byBrowser).toEqual([
      { name: 'Chrome', count: 1 },
      { name: 'Mobile Safari', count: 1 },
    ]);
    expect(answer.byPlatform).toEqual([
      { name: 'Windows', count: 1 },
      { name: 'iOS', count: 1 },
    ]);
    expect(answer.byDevice).toEqual([
      { name: 'Desktop', count: 1 },
      { name: 'Mobile', count: 1 },
    ]);
    expect(answer.byCountry).toEqual([
      { name: 'FR', count: 1 },
      { name: 'GB', count: 1 },
    ]);
    expect(answer.byLanguage).toEqual([{ name: 'fr-FR', count: 2 }]);
  });

  it.each([
    ['a Googlebot', googlebotUserAgent],
    ['a headless browser', headlessUserAgent],
    ['curl', 'curl/8.5.0'],
    ['a client without User-Agent', null],
  ])('answers %s 202 and counts nothing', async (_, userAgent) => {
    const { url, flush } = await startAnalytics();
    await accept(url, 'session', sessionStart(), { userAgent });
    await accept(url, 'pageview', pageview(), { userAgent });
    await flush();
    const answer = await stats(url, { admin: true });
    expect(answer.totalPageviews).toBe(0);
    expect(answer.totalSessions).toBe(0);
    expect(answer.recentVisitors).toEqual([]);
  });

  it('keeps bots when ANALYTICS_KEEP_BOTS is on (for our own browser tests)', async () => {
    const { url, flush } = await startAnalytics({ env: { ANALYTICS_KEEP_BOTS: 'true' } });
    await accept(url, 'pageview', pageview(), { userAgent: headlessUserAgent });
    await accept(url, 'pageview', pageview({ sessionId: '1741608000000-googlebot' }), {
      userAgent: googlebotUserAgent,
    });
    await flush();
    expect((await stats(url)).totalPageviews).toBe(2);
  });

  it('keeps only utm_*, ref and source from query strings; drops every other value before it reaches the disk', async () => {
    const { url, dataDir, flush } = await startAnalytics();
    await accept(
      url,
      'pageview',
      pageview({
        path: '/blog?utm_campaign=spring&session=SECRET-TOKEN-1#SECRET-TOKEN-2',
        landingPage: '/?access_token=SECRET-TOKEN-3&ref=friend',
        referrer: 'https://mail.example.com/inbox?token=SECRET-TOKEN-4#SECRET-TOKEN-5',
        utm: { utm_source: 'newsletter', UTM_Medium: 'email', token: 'SECRET-TOKEN-6', email: 'SECRET-TOKEN-7' },
      }),
    );
    await flush();
    expect(filesContaining(dataDir, 'SECRET-TOKEN')).toEqual([]);
    const answer = await stats(url, { admin: true });
    expect(answer.topPages).toEqual([{ path: '/blog', count: 1 }]);
    expect(answer.entryPages).toEqual([{ path: '/', count: 1 }]);
    expect(answer.utm).toMatchObject({
      source: [{ name: 'newsletter', count: 1 }],
      medium: [{ name: 'email', count: 1 }],
      campaign: [{ name: 'spring', count: 1 }],
    });
    expect(answer.sources).toEqual([{ name: 'newsletter', count: 1 }]);
    expect(answer.topReferrers).toEqual([{ name: 'https://mail.example.com/inbox', count: 1 }]);
    const [session] = readRows<{ utm: string }>(dataDir, 'SELECT utm FROM sessions');
    expect(JSON.parse(session!.utm)).toEqual({
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
      ref: 'friend',
    });
  });

  it('does not store fingerprint-grade browser info (memory, cores, connection, battery, screen)', async () => {
    const { url, dataDir, flush } = await startAnalytics();
    const probe = {
      ...browserInfo,
      platform: 'FP-PLATFORM-PROBE',
      screenResolution: '4321x8765',
      connection: { effectiveType: 'fp-conn-probe', downlink: 10, rtt: 50, saveData: false },
    };
    await accept(url, 'session', sessionStart({ browserInfo: probe }));
    await accept(url, 'pageview', pageview({ browserInfo: probe }));
    await flush();
    for (const needle of ['FP-PLATFORM-PROBE', '4321x8765', 'fp-conn-probe']) {
      expect(filesContaining(dataDir, needle), needle).toEqual([]);
    }
    const columns = readRows<{ name: string }>(dataDir, "SELECT name FROM pragma_table_info('sessions')").map(
      (c) => c.name,
    );
    for (const fingerprint of ['battery', 'device_memory', 'hardware_concurrency', 'connection', 'screen']) {
      expect(
        columns.some((c) => c.includes(fingerprint)),
        fingerprint,
      ).toBe(false);
    }
  });

  it('counts unique visitors with a daily salted hash: same visitor twice a day is one, returning', async () => {
    const { url, flush, clock } = await startAnalytics();
    const visit = async (sessionId: string, address: string) => {
      await accept(url, 'session', sessionStart({ sessionId }), { address });
      await accept(url, 'pageview', pageview({ sessionId }), { address });
    };
    await visit('1741608000000-morning', '90.84.0.1');
    clock.advance(3 * 3_600_000);
    await visit('1741608000000-evening', '90.84.0.1');
    await visit('1741608000000-someone', '90.84.0.2');
    await flush();
    const firstDay = await stats(url);
    expect(firstDay).toMatchObject({ totalSessions: 3, uniqueVisitors: 2, returningVisitors: 1 });

    // The next day the hash differs (new salt), yet the previous day's salt recognises the visitor.
    clock.advance(24 * 3_600_000);
    await visit('1741694400000-nextday', '90.84.0.1');
    await visit('1741694400000-newcomer', '90.84.0.3');
    await flush();
    const answer = await stats(url);
    expect(answer).toMatchObject({ totalSessions: 5, uniqueVisitors: 4, returningVisitors: 2 });
    expect(answer.dailyVisitors.slice(-2)).toEqual([
      { date: '2026-03-10', count: 2 },
      { date: '2026-03-11', count: 2 },
    ]);
  });

  it('rotates the salt daily and deletes each one 48 hours after its day began', async () => {
    const { built, dataDir, clock, url, flush } = await startAnalytics();
    const saltDays = () => readRows<{ day: string }>(dataDir, 'SELECT day FROM salts ORDER BY day').map((r) => r.day);
    expect(saltDays()).toEqual(['2026-03-10', '2026-03-11']);
    await accept(url, 'session', sessionStart({ sessionId: '1741608000000-dayone' }), { address: '90.84.0.1' });
    clock.set('2026-03-11T12:00:00Z');
    await built.salts.refresh(clock.now());
    await accept(url, 'session', sessionStart({ sessionId: '1741608000000-daytwo' }), { address: '90.84.0.1' });
    expect(saltDays()).toEqual(['2026-03-10', '2026-03-11', '2026-03-12']);
    clock.set('2026-03-12T00:00:01Z');
    await built.salts.refresh(clock.now());
    expect(saltDays()).toEqual(['2026-03-11', '2026-03-12', '2026-03-13']);
    expect(built.salts.heldDays()).toEqual(['2026-03-11', '2026-03-12', '2026-03-13']);
    await flush();
    const hashes = readRows<{ visitor: string }>(dataDir, 'SELECT visitor FROM sessions ORDER BY started_at');
    expect(hashes).toHaveLength(2);
    expect(hashes[0]!.visitor).not.toBe(hashes[1]!.visitor);
  });
});
