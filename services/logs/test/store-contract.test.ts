import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { MongoClient } from 'mongodb';
import { announceSkip, mongoForTests } from '@portfolio/testing';
import { createMongoStore } from '../src/store/mongo-store.ts';
import type { IssueQuery, LogStore } from '../src/store/ports.ts';
import { removeTempDirs, sqliteStoreIn, tempDir, testMaxOccurrencesPerIssue } from './fixture.ts';
import { dayMs, issueIdOf, record } from './records.ts';

const mongo = await mongoForTests();
if ('skip' in mongo) announceSkip('logs store contract (mongo)', mongo.skip);

interface Backend {
  kind: 'sqlite' | 'mongo';
  skip?: string;
  open(maxOccurrencesPerIssue?: number): LogStore;
  dispose(): Promise<void>;
}

const opened: LogStore[] = [];
const retentionMs = 30 * dayMs;

const sqlite: Backend = {
  kind: 'sqlite',
  open: (maxOccurrencesPerIssue) => sqliteStoreIn(tempDir(), retentionMs, maxOccurrencesPerIssue),
  dispose: async () => removeTempDirs(),
};

const mongoDbs: string[] = [];
const mongoBackend: Backend =
  'skip' in mongo
    ? { kind: 'mongo', skip: mongo.skip, open: () => undefined as never, dispose: async () => {} }
    : {
        kind: 'mongo',
        open(maxOccurrencesPerIssue = testMaxOccurrencesPerIssue) {
          const dbName = `${mongo.dbName}_${mongoDbs.length}`;
          mongoDbs.push(dbName);
          return createMongoStore({
            url: mongo.url,
            dbName,
            retentionMs,
            dedupeMs: 4 * dayMs,
            timeoutMs: 5000,
            maxOccurrencesPerIssue,
          });
        },
        async dispose() {
          const client = await MongoClient.connect(mongo.url);
          for (const name of mongoDbs) await client.db(name).dropDatabase();
          await client.close();
          await mongo.stop();
        },
      };

const query = (q: Partial<IssueQuery> = {}): IssueQuery => ({ limit: 25, ...q });

/** One contract, every adapter: what the routes rely on must hold for MongoDB and for the embedded store. */
for (const backend of [sqlite, mongoBackend]) {
  (backend.skip ? describe.skip : describe)(`logs store contract (${backend.kind})`, () => {
    let store: LogStore;
    beforeEach(() => {
      store = backend.open();
      opened.push(store);
    });
    afterAll(async () => {
      await Promise.all(opened.splice(0).map((s) => s.close()));
      await backend.dispose();
    });

    it('keeps only the newest occurrences of an issue past its bound, and still counts every entry', async () => {
      const bounded = backend.open(3);
      opened.push(bounded);
      const issueId = issueIdOf('bounded');
      const start = Date.now() - 60_000;
      // Seven distinct occurrences, in two batches (the second also trims what the first left).
      const seven = Array.from({ length: 7 }, (_, i) =>
        record({ issueId, message: `occurrence ${i}`, receivedAt: start + i * 1000 }),
      );
      await bounded.record(seven.slice(0, 4));
      await bounded.record(seven.slice(4));
      const issue = await bounded.getIssue(issueId, Date.now());
      expect(issue?.count).toBe(7);
      expect(issue?.trend.reduce((sum, day) => sum + day.count, 0)).toBe(7);
      expect(issue?.occurrences.map((o) => o.message)).toEqual(['occurrence 6', 'occurrence 5', 'occurrence 4']);
      // A fold into a kept occurrence adds to the counts, never to the stored rows.
      await bounded.record([{ ...seven[6]!, recordId: 'again', receivedAt: start + 6500 }]);
      const again = await bounded.getIssue(issueId, Date.now());
      expect(again?.count).toBe(8);
      expect(again?.occurrences.map((o) => [o.message, o.count])).toEqual([
        ['occurrence 6', 2],
        ['occurrence 5', 1],
        ['occurrence 4', 1],
      ]);
      // Another issue keeps its own.
      const other = record({ issueId: issueIdOf('bounded-other'), receivedAt: start });
      await bounded.record([other]);
      expect((await bounded.getIssue(other.issueId, Date.now()))?.occurrences).toHaveLength(1);
    });

    it('stores an occurrence and serves its issue and every field back', async () => {
      const now = Date.now();
      const r = record({
        issueId: issueIdOf('round-trip'),
        title: '$set: {"$where": 1} <b>html</b>',
        message: '$set: {"$where": 1} <b>html</b>\nsecond line',
        url: 'https://portfolio.example/blog',
        path: '/blog',
        stack: 'Error\n    at x (a.js:1:1)',
        userAgent: 'Firefox',
        context: JSON.stringify({ nested: { $gt: 1, 'a.b': true }, list: [1, 'two', null] }),
        session: 'session-key-1',
        receivedAt: now,
      });
      await store.record([r]);
      const issue = await store.getIssue(r.issueId, now);
      expect(issue).toMatchObject({
        id: r.issueId,
        source: 'client',
        level: 'error',
        status: 'open',
        regressed: false,
        title: r.title,
        culprit: r.culprit,
        count: 1,
        sessions: 1,
        firstSeen: new Date(now).toISOString(),
        lastSeen: new Date(now).toISOString(),
      });
      expect(issue!.occurrences).toEqual([
        {
          id: r.id,
          level: 'error',
          message: r.message,
          timestamp: r.timestamp,
          url: r.url,
          path: r.path,
          stack: r.stack,
          userAgent: r.userAgent,
          context: { nested: { $gt: 1, 'a.b': true }, list: [1, 'two', null] },
          receivedAt: new Date(now).toISOString(),
          lastReceivedAt: new Date(now).toISOString(),
          count: 1,
        },
      ]);
    });

    it('answers undefined for an issue it does not know', async () => {
      expect(await store.getIssue(issueIdOf('missing'), Date.now())).toBeUndefined();
    });

    it('applies a record once, however often the spool replays it', async () => {
      const issueId = issueIdOf('replayed');
      const batch = [record({ issueId, session: 'a' }), record({ issueId, session: 'b' })];
      await store.record(batch);
      await store.record(batch);
      await store.record([batch[1]!, record({ issueId })]);
      const issue = await store.getIssue(issueId, Date.now());
      expect(issue).toMatchObject({ count: 3, sessions: 2 });
      expect(issue!.occurrences).toHaveLength(3);
    });

    it('folds identical records within the fold window into one occurrence with a count', async () => {
      const issueId = issueIdOf('folded');
      const t = Date.now() - 60_000;
      const first = record({ issueId, foldKey: 'same', count: 2, receivedAt: t, foldUntil: t + 5000 });
      await store.record([first, record({ issueId, foldKey: 'same', receivedAt: t + 1000 })]);
      await store.record([record({ issueId, foldKey: 'same', count: 3, receivedAt: t + 5000 })]);
      // After the window, and with another key: occurrences of their own.
      await store.record([record({ issueId, foldKey: 'same', receivedAt: t + 5001, foldUntil: t + 10_001 })]);
      await store.record([record({ issueId, foldKey: 'other', receivedAt: t + 2000 })]);
      const issue = await store.getIssue(issueId, Date.now());
      expect(issue!.count).toBe(8);
      expect(issue!.occurrences.map((o) => [o.id === first.id, o.count, Date.parse(o.lastReceivedAt) - t])).toEqual([
        [false, 1, 5001],
        [false, 1, 2000],
        [true, 6, 5000],
      ]);
    });

    it('counts an issue: occurrences, first and last seen in any arrival order, distinct sessions', async () => {
      const issueId = issueIdOf('counted');
      const t = Date.now() - 3_600_000;
      await store.record([record({ issueId, receivedAt: t + 2000, session: 's1', count: 4 })]);
      await store.record([
        record({ issueId, receivedAt: t, session: 's2' }),
        record({ issueId, receivedAt: t + 9000 }),
      ]);
      await store.record([record({ issueId, receivedAt: t + 5000, session: 's1' })]);
      expect(await store.getIssue(issueId, Date.now())).toMatchObject({
        count: 7,
        sessions: 2,
        firstSeen: new Date(t).toISOString(),
        lastSeen: new Date(t + 9000).toISOString(),
      });
    });

    it('reopens a resolved issue as regressed, but not for a record received before it was resolved', async () => {
      const issueId = issueIdOf('regressed');
      const t = Date.now() - 60_000;
      await store.record([record({ issueId, receivedAt: t })]);
      expect(await store.setStatus(issueId, 'resolved', t + 10_000)).toMatchObject({ status: 'resolved' });

      await store.record([record({ issueId, receivedAt: t + 5000 })]);
      expect(await store.getIssue(issueId, Date.now())).toMatchObject({ status: 'resolved', regressed: false });

      await store.record([record({ issueId, receivedAt: t + 20_000 })]);
      expect(await store.getIssue(issueId, Date.now())).toMatchObject({ status: 'open', regressed: true, count: 3 });

      expect(await store.setStatus(issueId, 'ignored', t + 30_000)).toMatchObject({
        status: 'ignored',
        regressed: false,
      });
      await store.record([record({ issueId, receivedAt: t + 40_000 })]);
      expect(await store.getIssue(issueId, Date.now())).toMatchObject({ status: 'ignored', regressed: false });
    });

    it('changes no status of an issue it does not know', async () => {
      expect(await store.setStatus(issueIdOf('nobody'), 'resolved', Date.now())).toBeUndefined();
    });

    it('gives a daily trend over the last 14 UTC days, zero days included', async () => {
      const issueId = issueIdOf('trend');
      const now = Date.now();
      await store.record([
        record({ issueId, receivedAt: now, count: 2 }),
        record({ issueId, receivedAt: now - 2 * dayMs }),
        record({ issueId, receivedAt: now - 20 * dayMs }),
      ]);
      const { trend } = (await store.getIssue(issueId, now))!;
      expect(trend).toHaveLength(14);
      expect(trend.at(-1)).toEqual({ date: new Date(now).toISOString().slice(0, 10), count: 2 });
      expect(trend.at(-3)).toEqual({ date: new Date(now - 2 * dayMs).toISOString().slice(0, 10), count: 1 });
      expect(trend.reduce((sum, d) => sum + d.count, 0)).toBe(3);
    });

    it('shows the 20 most recent occurrences, newest first', async () => {
      const issueId = issueIdOf('recent');
      const t = Date.now() - 100_000;
      await store.record(
        Array.from({ length: 25 }, (_, i) => record({ issueId, receivedAt: t + i * 1000, id: `e${i}` })),
      );
      const { occurrences, count } = (await store.getIssue(issueId, Date.now()))!;
      expect(count).toBe(25);
      expect(occurrences.map((o) => o.id)).toEqual(Array.from({ length: 20 }, (_, i) => `e${24 - i}`));
    });

    describe('listing', () => {
      const t = Date.now() - 3_600_000;
      const ids = {
        alpha: issueIdOf('list-alpha'),
        beta: issueIdOf('list-beta'),
        gamma: issueIdOf('list-gamma'),
        delta: issueIdOf('list-delta'),
      };
      beforeEach(async () => {
        await store.record([
          record({ issueId: ids.alpha, message: 'Hydration failed on the server', path: '/blog/one', receivedAt: t }),
          record({ issueId: ids.beta, level: 'warn', message: 'Slow image', path: '/games', receivedAt: t + 1000 }),
          record({ issueId: ids.gamma, source: 'auth', message: 'Store timeout', path: '/blog', receivedAt: t + 2000 }),
          record({ issueId: ids.delta, level: 'info', message: 'hydration retry', path: '/', receivedAt: t + 2000 }),
        ]);
        await store.setStatus(ids.beta, 'resolved', Date.now());
      });
      const list = async (q: Partial<IssueQuery>) =>
        (await store.listIssues(query(q), Date.now())).issues.map((i) => i.id);

      it('orders by last activity, newest first, ties broken by id', async () => {
        const tied = [ids.gamma, ids.delta].sort().reverse();
        expect(await list({})).toEqual([...tied, ids.beta, ids.alpha]);
      });

      it('filters by level, status and source', async () => {
        expect(await list({ level: 'warn' })).toEqual([ids.beta]);
        expect(await list({ status: 'resolved' })).toEqual([ids.beta]);
        expect((await list({ status: 'open' })).sort()).toEqual([ids.alpha, ids.gamma, ids.delta].sort());
        expect(await list({ source: 'auth' })).toEqual([ids.gamma]);
        expect(await list({ source: 'auth', level: 'info' })).toEqual([]);
      });

      it('searches the messages, whole words, whatever their case', async () => {
        expect((await list({ q: 'HYDRATION' })).sort()).toEqual([ids.alpha, ids.delta].sort());
        expect(await list({ q: 'image' })).toEqual([ids.beta]);
        expect(await list({ q: 'failed on the' })).toEqual([ids.alpha]);
        expect(await list({ q: 'nowhere' })).toEqual([]);
      });

      it('filters by the start of the page path', async () => {
        expect((await list({ path: '/blog' })).sort()).toEqual([ids.alpha, ids.gamma].sort());
        expect(await list({ path: '/blog/' })).toEqual([ids.alpha]);
        expect((await list({ path: '/' })).length).toBe(4);
      });

      it('filters by when occurrences were received', async () => {
        const iso = (ms: number) => new Date(ms).toISOString();
        expect(await list({ from: iso(t + 500), to: iso(t + 1500) })).toEqual([ids.beta]);
        expect(await list({ to: iso(t) })).toEqual([ids.alpha]);
        expect(await list({ from: iso(t + 3000) })).toEqual([]);
      });

      it('pages with a cursor, each issue exactly once, even across equal times', async () => {
        const all = await list({});
        const seen: string[] = [];
        let after: IssueQuery['after'];
        for (let page = 0; page < 10; page++) {
          const result = await store.listIssues(query({ limit: 1, after }), Date.now());
          seen.push(...result.issues.map((i) => i.id));
          if (!result.next) break;
          after = result.next;
        }
        expect(seen).toEqual(all);
      });

      it('combines the event filters with the issue filters and the cursor', async () => {
        const first = await store.listIssues(query({ q: 'hydration', limit: 1 }), Date.now());
        expect(first.issues.map((i) => i.id)).toEqual([ids.delta]);
        const second = await store.listIssues(query({ q: 'hydration', limit: 1, after: first.next! }), Date.now());
        expect(second.issues.map((i) => i.id)).toEqual([ids.alpha]);
        expect(second.next).toBeNull();
      });
    });

    it('deletes one issue with everything it holds, and only that one', async () => {
      const [gone, kept] = [issueIdOf('delete-gone'), issueIdOf('delete-kept')];
      await store.record([record({ issueId: gone, session: 's' }), record({ issueId: kept })]);
      expect(await store.deleteIssue(gone)).toBe(true);
      expect(await store.getIssue(gone, Date.now())).toBeUndefined();
      expect(await store.deleteIssue(gone)).toBe(false);
      expect(await store.getIssue(kept, Date.now())).toMatchObject({ count: 1 });
      // The fingerprint starts afresh if it happens again.
      await store.record([record({ issueId: gone })]);
      expect(await store.getIssue(gone, Date.now())).toMatchObject({ count: 1, sessions: 0 });
    });

    it('purges occurrences older than the cut-off, and issues not seen since', async () => {
      const now = Date.now();
      const [old, mixed] = [issueIdOf('purge-old'), issueIdOf('purge-mixed')];
      await store.record([
        record({ issueId: old, receivedAt: now - 10 * dayMs }),
        record({ issueId: mixed, receivedAt: now - 10 * dayMs, id: 'ancient' }),
        record({ issueId: mixed, receivedAt: now - dayMs, id: 'recent' }),
      ]);
      expect(await store.purge(now - 5 * dayMs)).toEqual({ issues: 1, occurrences: 2 });
      expect(await store.getIssue(old, now)).toBeUndefined();
      const remaining = await store.getIssue(mixed, now);
      expect(remaining!.occurrences.map((o) => o.id)).toEqual(['recent']);
      expect(await store.purge(now - 5 * dayMs)).toEqual({ issues: 0, occurrences: 0 });
    });

    it('answers its readiness ping', async () => {
      expect(await store.ping()).toBe(true);
    });
  });
}

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

('skip' in mongo ? describe.skip : describe)('logs store indexes (mongo)', () => {
  it('declares its indexes, with TTL retention on every collection', async () => {
    if ('skip' in mongo) return;
    const dbName = `${mongo.dbName}_indexes`;
    const store = createMongoStore({
      url: mongo.url,
      dbName,
      retentionMs,
      dedupeMs: 4 * dayMs,
      timeoutMs: 5000,
      maxOccurrencesPerIssue: testMaxOccurrencesPerIssue,
    });
    await store.record([record()]);
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
      });
      await longer.record([record()]);
      await longer.close();
      expect(await ttl('logs_events')).toBe(60 * 86_400);
    } finally {
      await client.db(dbName).dropDatabase();
      await client.close();
    }
  });
});
