import { afterAll, describe, expect, it } from 'vitest';
import { MongoClient } from 'mongodb';
import { authRoleHeader, gatewayTokenHeader, topPathsResponse } from '@portfolio/contracts';
import { mongoForTests, testGatewaySecret } from '@portfolio/testing';
import type { AnalyticsStore } from '../src/stores/ports.ts';
import { pageview, sessionStart, startAnalytics } from './fixture.ts';
import { accept } from './http.ts';
import {
  at,
  mongoAdapter,
  pageviewEvent,
  sessionEvent,
  sqliteAdapter,
  statsRequest,
  type AdapterUnderTest,
} from './store-fixture.ts';

const mongo = await mongoForTests();
const adapters: AdapterUnderTest[] = [sqliteAdapter(), await mongoAdapter()];
// The database named in MONGO_URL is the one the service uses.
const [base, options] = mongo.url.split('?');
const mongoUrl = `${base!.replace(/\/$/, '')}/${mongo.dbName}_paths${options ? `?${options}` : ''}`;
afterAll(async () => {
  await Promise.all(adapters.map((a) => a.dispose()));
  const client = await MongoClient.connect(mongo.url);
  await client.db(`${mongo.dbName}_paths`).dropDatabase();
  await client.close();
  await mongo.stop();
});

const day = 24 * 60;

describe.each(adapters.map((a) => [a.kind, a] as const))('most viewed paths in the store (%s)', (_, adapter) => {
  let store: AnalyticsStore;

  it('lists every path of the range, most viewed first then by path, up to the limit', async () => {
    store = await adapter.open();
    const views = [
      ['/', 0],
      ['/old-page', 1],
      ['/blog/gone', 2],
      ['/old-page', 3],
      ['/old-page', 4],
      ['/blog/gone', 5],
      // The next day: outside a one-day range.
      ['/next-day', day + 1],
    ] as const;
    await store.write([sessionEvent(), ...views.map(([path, minutes]) => pageviewEvent({ path, at: at(minutes) }))]);
    const oneDay = statsRequest();
    expect(await store.topPaths({ range: oneDay.range, limit: 10 })).toEqual([
      { name: '/old-page', count: 3 },
      { name: '/blog/gone', count: 2 },
      { name: '/', count: 1 },
    ]);
    expect(await store.topPaths({ range: oneDay.range, limit: 2 })).toHaveLength(2);
    const twoDays = statsRequest({ to: '2026-03-11' });
    expect(await store.topPaths({ range: twoDays.range, limit: 10 })).toContainEqual({ name: '/next-day', count: 1 });
  });

  it('counts a page view written twice once', async () => {
    store = await adapter.open();
    const view = pageviewEvent({ id: 'pv-paths-once', path: '/twice' });
    await store.write([sessionEvent(), view, view]);
    await store.write([view]);
    expect(await store.topPaths({ range: statsRequest().range, limit: 10 })).toEqual([{ name: '/twice', count: 1 }]);
  });
});

const admin = { [authRoleHeader]: 'admin', [gatewayTokenHeader]: testGatewaySecret };
const ask = (url: string, query = '', headers: Record<string, string> = admin) =>
  fetch(`${url}/api/admin/analytics/paths${query ? `?${query}` : ''}`, { headers });

describe.each([
  ['sqlite', {}],
  ['mongodb', { MONGO_URL: mongoUrl, MONGO_TIMEOUT_MS: '5000' }],
] as const)('GET /api/admin/analytics/paths (%s)', (_, env) => {
  it('answers the administrator with the most viewed paths of the range, and nobody else', async () => {
    const { url, flush } = await startAnalytics({ env });
    await accept(url, 'session', sessionStart());
    for (const [i, path] of ['/', '/missing', '/missing', '/blog'].entries()) {
      await accept(url, 'pageview', pageview({ pageviewId: `pv-paths-${i}`, path }));
    }
    await flush();
    const res = await ask(url, 'from=2026-03-10&to=2026-03-10&limit=2');
    expect(res.status).toBe(200);
    expect(topPathsResponse.parse(await res.json())).toEqual({
      range: { from: '2026-03-10', to: '2026-03-10', timeZone: 'UTC' },
      paths: [
        { path: '/missing', count: 2 },
        { path: '/', count: 1 },
      ],
    });
    // The default range (the last 30 days up to today) holds them too.
    expect(((await (await ask(url)).json()) as { paths: unknown[] }).paths).toHaveLength(3);
    expect((await ask(url, '', {})).status).toBe(401);
  });

  it('refuses a limit or range out of bounds with a 400 naming the field', async () => {
    const { url } = await startAnalytics({ env });
    for (const [query, field] of [
      ['limit=0', 'query.limit'],
      ['limit=501', 'query.limit'],
      ['limit=ten', 'query.limit'],
      ['from=2026-03-12&to=2026-03-10', 'query.from'],
      ['to=yesterday', 'query.to'],
    ] as const) {
      const res = await ask(url, query);
      expect(res.status, query).toBe(400);
      const body = (await res.json()) as { code: string; details: { path: string }[] };
      expect(body.details.map((d) => d.path)).toContain(field);
    }
  });
});
