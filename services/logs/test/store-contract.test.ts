import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { LogStore } from '../src/store/ports.ts';
import { backends, mongo, query } from './store-backends.ts';
import { dayMs, issueIdOf, record } from './records.ts';

afterAll(() => mongo.stop());

/** One contract, every adapter: what the routes rely on must hold for MongoDB and for the embedded store. */
for (const backend of backends) {
  describe(`logs store contract (${backend.kind})`, () => {
    let store: LogStore;
    beforeEach(async () => {
      store = await backend.open();
    });
    afterAll(() => backend.dispose());

    it('keeps only the newest occurrences of an issue past its bound, and still counts every entry', async () => {
      const bounded = await backend.open(3);
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

    it('takes an empty batch as nothing to do (the MongoDB driver refuses an empty bulk write)', async () => {
      await store.record([]);
      expect((await store.listIssues(query(), Date.now())).issues).toEqual([]);
    });
  });
}
