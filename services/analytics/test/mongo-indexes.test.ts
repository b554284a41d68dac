import { afterAll, describe, expect, it } from 'vitest';
import { MongoClient } from 'mongodb';
import { createLogger } from '@portfolio/kit';
import { eventually, mongoForTests, replayMongoInitIndexes } from '@portfolio/testing';
import { calendar } from '../src/stats/calendar.ts';
import { visitorListSorts } from '../src/stores/mongo/mongo-stats.ts';
import { createMongoStore } from '../src/stores/mongo/mongo-store.ts';
import { pageviewEvent, sessionEvent, statsRequest } from './store-fixture.ts';

const mongo = await mongoForTests();
const client = new MongoClient(mongo.url);
const databases: string[] = [];
afterAll(async () => {
  for (const name of databases) await client.db(name).dropDatabase();
  await client.close();
  await mongo.stop();
});

const retentionSeconds = 13 * 2_629_746;
/** A store on a fresh database, or on `dbName` again. */
const open = (retentionMs = retentionSeconds * 1000, dbName = `${mongo.dbName}_${databases.length}`) => {
  if (!databases.includes(dbName)) databases.push(dbName);
  const store = createMongoStore({
    url: mongo.url,
    dbName,
    timeoutMs: 5000,
    retentionMs,
    calendar: calendar('UTC'),
    logger: createLogger('analytics-indexes-test', 'silent'),
  });
  return { store, db: client.db(dbName) };
};

/** An index serves a sort when its key is the sort, or the sort read backwards. */
const serves = (key: Record<string, unknown>, sort: Record<string, number>) => {
  const wanted = Object.entries(sort);
  const reversed = wanted.map(([field, direction]) => [field, -direction]);
  const have = JSON.stringify(Object.entries(key));
  return have === JSON.stringify(wanted) || have === JSON.stringify(reversed);
};

describe('analytics MongoDB indexes', () => {
  it('serves each visitor list from an index, newest first, instead of sorting every session or page view', async () => {
    const { store, db } = open();
    await store.indexes.built;
    const keys = async (collection: string) => (await db.collection(collection).indexes()).map((index) => index.key);
    const sessions = await keys('sessions');
    const pageviews = await keys('pageviews');
    expect(sessions.some((key) => serves(key, visitorListSorts.activeSessions))).toBe(true);
    expect(sessions.some((key) => serves(key, visitorListSorts.recentVisitors))).toBe(true);
    expect(pageviews.some((key) => serves(key, visitorListSorts.recentPageviews))).toBe(true);
    await store.close();
  });

  it('builds its indexes when opened, not when written to, and says so in readiness', async () => {
    const { store, db } = open();
    await store.indexes.built;
    expect(await store.indexes.readiness.check()).toEqual({ ok: true, indexes: 'ready' });
    // The games' events go with the page views (#20).
    for (const collection of ['pageviews', 'gameEvents']) {
      const ttl = (await db.collection(collection).indexes()).find((index) => index.name === 'at_ttl');
      expect(ttl?.expireAfterSeconds, collection).toBe(retentionSeconds);
    }
    await store.close();
  });

  it('drops the index an earlier version kept for the live list, now covered by another', async () => {
    const { store: first, db } = open();
    await first.indexes.built;
    await first.close();
    await db.collection('sessions').createIndex({ lastSeen: -1 }, { name: 'lastSeen' });
    const { store: again } = open(undefined, db.databaseName);
    await again.indexes.built;
    expect((await db.collection('sessions').indexes()).map((index) => index.name)).not.toContain('lastSeen');
    await again.close();
  });

  it('takes over a database prepared by MongoDB’s first start (infra/mongo/init) without an index conflict', async () => {
    const dbName = `${mongo.dbName}_${databases.length}`;
    await replayMongoInitIndexes(client, { analytics: dbName });
    const { store, db } = open(undefined, dbName);
    await eventually(async () => store.indexes.state() !== 'building');
    expect(store.indexes.state()).toBe('ready');
    const names = (await db.collection('sessions').indexes()).map((index) => index.name);
    expect(names).toContain('lastSeen_desc_id');
    await store.close();
  });

  it('keeps readiness down, and writes and stats working, while MongoDB refuses an index', async () => {
    // Past a 32-bit number of seconds: MongoDB refuses the TTL index (the configuration bounds retention).
    const { store } = open(2 ** 31 * 1000);
    await eventually(async () => store.indexes.state() === 'failed');
    expect(await store.indexes.readiness.check()).toEqual({ ok: false, indexes: 'failed' });
    await store.write([sessionEvent(), pageviewEvent()]);
    expect((await store.stats(statsRequest())).pageviews).toBe(1);
    await store.close();
  });
});
