import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { SourceTaken, type RedirectStore, type StoredRedirect } from '../src/redirects/redirects-port.ts';
import type { StoreBackend } from './store-backends.ts';

const at = new Date('2026-11-24T10:00:00.000Z');
const later = new Date('2026-11-24T11:00:00.000Z');

export const storedRedirect = (id: string, source: string, extra: Partial<StoredRedirect> = {}): StoredRedirect => ({
  id,
  source,
  kind: 'permanent',
  target: '/blog',
  allowExternal: false,
  note: '',
  hits: 0,
  createdAt: at,
  updatedAt: at,
  ...extra,
});

/** One contract, every adapter: what redirects and robots.txt rely on must hold for SQLite and MongoDB alike. */
export function redirectStoreContract(backend: StoreBackend<RedirectStore>) {
  describe(`redirect store contract (${backend.kind})`, () => {
    let store: RedirectStore;
    beforeEach(async () => {
      store = await backend.open();
    });
    afterAll(() => backend.dispose());

    it('keeps a redirect whole, lists by source, counts, and finds by any of several sources', async () => {
      const gone = storedRedirect('b', '/old/*', { kind: 'gone', target: null, note: 'Ancien « blog »' });
      const away = storedRedirect('a', '/zz-away', { target: 'https://other.example/x', allowExternal: true });
      await store.create(away);
      await store.create(gone);
      expect(await store.list()).toEqual([gone, away]);
      expect(await store.count()).toBe(2);
      expect(await store.get('a')).toEqual(away);
      expect(await store.get('missing')).toBeUndefined();
      const found = await store.bySources(['/old/page', '/old/*', '/nothing/*']);
      expect(found).toEqual([gone]);
      expect(await store.bySources([])).toEqual([]);
    });

    it('refuses a second redirect from the same source, on create and on update', async () => {
      await store.create(storedRedirect('a', '/one'));
      await store.create(storedRedirect('b', '/two'));
      await expect(store.create(storedRedirect('c', '/one'))).rejects.toBeInstanceOf(SourceTaken);
      const write = {
        source: '/one',
        kind: 'temporary' as const,
        target: '/x',
        allowExternal: false,
        note: '',
        updatedAt: later,
      };
      await expect(store.update('b', write)).rejects.toBeInstanceOf(SourceTaken);
      expect((await store.list()).map((r) => r.source)).toEqual(['/one', '/two']);
    });

    it('updates everything but the id, hits and creation time; removes once', async () => {
      await store.create(storedRedirect('a', '/one', { hits: 3 }));
      const write = {
        source: '/uno',
        kind: 'temporary' as const,
        target: '/due',
        allowExternal: false,
        note: 'n',
        updatedAt: later,
      };
      const updated = await store.update('a', write);
      expect(updated).toEqual({ ...storedRedirect('a', '/uno', { hits: 3 }), ...write });
      expect(await store.update('missing', write)).toBeUndefined();
      expect(await store.remove('a')).toBe(true);
      expect(await store.remove('a')).toBe(false);
      expect(await store.list()).toEqual([]);
    });

    it('counts every one of many concurrent hits', async () => {
      await store.create(storedRedirect('a', '/one'));
      await Promise.all(Array.from({ length: 40 }, () => store.hit('a')));
      expect((await store.get('a'))?.hits).toBe(40);
      // The gateway's hits come in counts, one per redirect per second of its logs.
      await Promise.all([store.hit('a', 25), store.hit('a', 35)]);
      expect((await store.get('a'))?.hits).toBe(100);
    });

    it('keeps robots.txt, replaces it, and forgets it', async () => {
      expect(await store.robots()).toBeUndefined();
      await store.saveRobots({ text: 'User-agent: *\nDisallow: /x\n', updatedAt: at });
      await store.saveRobots({ text: 'User-agent: *\nDisallow: /y\n', updatedAt: later });
      expect(await store.robots()).toEqual({ text: 'User-agent: *\nDisallow: /y\n', updatedAt: later });
      await store.saveRobots(undefined);
      expect(await store.robots()).toBeUndefined();
    });
  });
}
