import { afterAll, describe, expect, it } from 'vitest';
import { MongoClient } from 'mongodb';
import { eventually, replayMongoInitIndexes } from '@portfolio/testing';
import { createMongoStore } from '../src/store/mongo-store.ts';
import { removeTempDirs, silent, sqliteStoreIn, tempDir, testMaxOccurrencesPerIssue } from './fixture.ts';
import { dayMs, issueIdOf, record } from './records.ts';
import { mongo, retentionMs } from './store-backends.ts';

afterAll(() => mongo.stop());

describe('logs store retention (sqlite)', () => {
  it('sweeps what is older than the retention when it opens', async () => {
    const dir = tempDir();
    const first = sqliteStoreIn(dir);
    const now = Date.now();
    await first.record([
      record({ issueId: issueIdOf('retained'), receivedAt: now - dayMs }),
      record({ issueId: issueIdOf('expired'), receivedAt: now - 3 * dayMs }),
    ]);
    await first.close();
    const second = sqliteStoreIn(dir, 2 * dayMs);
    expect(await second.getIssue(issueIdOf('retained'), now)).toBeDefined();
    expect(await second.getIssue(issueIdOf('expired'), now)).toBeUndefined();
    await second.close();
    removeTempDirs();
  });
});

describe('logs store indexes (mongo)', () => {
  it('declares its indexes, with TTL retention on every collection', async () => {
    const dbName = `${mongo.dbName}_indexes`;
    const store = createMongoStore({
      url: mongo.url,
      dbName,
      retentionMs,
      dedupeMs: 4 * dayMs,
      timeoutMs: 5000,
      maxOccurrencesPerIssue: testMaxOccurrencesPerIssue,
      logger: silent,
    });
    // Built from the moment the store opens, without a write or a request asking for them.
    await store.indexes.built;
    expect(await store.indexes.readiness.check()).toEqual({ ok: true, indexes: 'ready' });
    await store.close();
    const client = await MongoClient.connect(mongo.url);
    try {
      const ttl = async (collection: string) =>
        (await client.db(dbName).collection(collection).indexes()).find((i) => i.expireAfterSeconds !== undefined)
          ?.expireAfterSeconds;
      expect(await ttl('logs_issues')).toBe(30 * 86_400);
      expect(await ttl('logs_events')).toBe(30 * 86_400);
      expect(await ttl('logs_issue_sessions')).toBe(30 * 86_400);
      expect(await ttl('logs_applied')).toBe(4 * 86_400);
      const eventIndexes = await client.db(dbName).collection('logs_events').indexes();
      expect(eventIndexes.some((i) => i.key._fts === 'text')).toBe(true);
      // A changed retention is applied to the existing index, not refused.
      const longer = createMongoStore({
        url: mongo.url,
        dbName,
        retentionMs: 60 * dayMs,
        dedupeMs: 4 * dayMs,
        timeoutMs: 5000,
        maxOccurrencesPerIssue: testMaxOccurrencesPerIssue,
        logger: silent,
      });
      await longer.indexes.built;
      await longer.close();
      expect(await ttl('logs_events')).toBe(60 * 86_400);
    } finally {
      await client.db(dbName).dropDatabase();
      await client.close();
    }
  });

  it('takes over a database prepared by MongoDB’s first start (infra/mongo/init) without an index conflict', async () => {
    const dbName = `${mongo.dbName}_init`;
    const client = await MongoClient.connect(mongo.url);
    try {
      await replayMongoInitIndexes(client, { logs: dbName });
      const store = createMongoStore({
        url: mongo.url,
        dbName,
        retentionMs,
        dedupeMs: 4 * dayMs,
        timeoutMs: 5000,
        maxOccurrencesPerIssue: testMaxOccurrencesPerIssue,
        logger: silent,
      });
      await eventually(async () => store.indexes.state() !== 'building');
      expect(store.indexes.state()).toBe('ready');
      await store.close();
    } finally {
      await client.db(dbName).dropDatabase();
      await client.close();
    }
  });

  it('keeps readiness down, and writes and reads working, while MongoDB refuses an index', async () => {
    const dbName = `${mongo.dbName}_refused`;
    const store = createMongoStore({
      url: mongo.url,
      dbName,
      // Past a 32-bit number of seconds: MongoDB refuses the TTL index (the configuration bounds it).
      retentionMs: 2 ** 31 * 1000,
      dedupeMs: 4 * dayMs,
      timeoutMs: 5000,
      maxOccurrencesPerIssue: testMaxOccurrencesPerIssue,
      logger: silent,
    });
    try {
      await eventually(async () => store.indexes.state() === 'failed');
      expect(await store.indexes.readiness.check()).toEqual({ ok: false, indexes: 'failed' });
      await store.record([record({ issueId: issueIdOf('refused') })]);
      expect(await store.getIssue(issueIdOf('refused'), Date.now())).toBeDefined();
    } finally {
      await store.close();
      const client = await MongoClient.connect(mongo.url);
      await client.db(dbName).dropDatabase();
      await client.close();
    }
  });
});
