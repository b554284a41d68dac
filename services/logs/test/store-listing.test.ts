import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { IssueQuery, LogStore } from '../src/store/ports.ts';
import { backends, mongo, query } from './store-backends.ts';
import { issueIdOf, record } from './records.ts';

afterAll(() => mongo.stop());

/** The issue listing's filters, search and paging, for every adapter. */
for (const backend of backends) {
  describe(`logs store contract (${backend.kind})`, () => {
    let store: LogStore;
    beforeEach(async () => {
      store = await backend.open();
    });
    afterAll(() => backend.dispose());

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
  });
}
