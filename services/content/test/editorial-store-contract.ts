import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { EditorialArticle, EditorialStore } from '../src/stores/editorial-port.ts';
import { day, editorialArticle, next, version } from './editorial-fixtures.ts';
import type { StoreBackend } from './store-backends.ts';
import { historyCases } from './editorial-history-contract.ts';

/** One contract, every adapter: what the editorial API relies on must hold for SQLite and for MongoDB alike. */
export function editorialStoreContract(backend: StoreBackend<EditorialStore>) {
  describe(`editorial store contract (${backend.kind})`, () => {
    let store: EditorialStore;
    beforeEach(async () => {
      store = await backend.open();
    });
    afterAll(() => backend.dispose());

    const ids = (articles: EditorialArticle[]) => articles.map((a) => a.id);
    const listed = async (filter: Partial<Parameters<EditorialStore['list']>[0]> = {}) =>
      ids((await store.list({ trashed: false, offset: 0, limit: 50, ...filter })).articles);

    it('keeps an article whole: dates to the millisecond, versions, covers of both kinds, former slugs', async () => {
      const full = editorialArticle('full', {
        revision: 7,
        status: 'published',
        sourceLang: 'fr',
        tags: ['react', 'a-new-tag'],
        cover: { kind: 'media', mediaId: 'img_01' },
        versions: [
          version('fr', 'crochets', {
            keywords: ['react', 'hooks'],
            seoTitle: 'Les crochets',
            seoDescription: 'Tout sur les crochets',
            canonicalUrl: 'https://example.org/hooks',
            editedAt: day(3, '04:05:06.789'),
            formerSlugs: ['vieux-crochets', 'tres-vieux'],
          }),
          version('ja', '', { title: 'フック', editedAt: day(4, '00:00:00.001'), sourceHash: 'old' }),
        ],
        createdAt: day(1, '01:02:03.456'),
        updatedAt: day(5, '23:59:59.999'),
        publishedAt: day(2),
        scheduledAt: day(9),
        liveRevision: 6,
        liveHash: 'live',
        lastCheckpointAt: day(5),
      });
      await store.create(full);
      expect(await store.get('full')).toEqual(full);
      const cover = { kind: 'static', src: '/blog/covers/grid.svg', alt: 'A grid', width: 1200, height: 630 } as const;
      const trashed = editorialArticle('trashed', { cover, deletedAt: day(6, '10:11:12.013') });
      await store.create(trashed);
      expect(await store.get('trashed')).toEqual(trashed);
      expect(await store.get('missing')).toBeUndefined();
    });

    it('refuses to create an article whose id exists, and keeps the first', async () => {
      const first = editorialArticle('a');
      await store.create(first);
      await expect(store.create(editorialArticle('a', { versions: [version('en', 'other')] }))).rejects.toThrow();
      expect(await store.get('a')).toEqual(first);
      expect(await store.slugOwner('en', 'other')).toBeUndefined();
    });

    it('replaces at the expected revision, and writes nothing at a stale one', async () => {
      const first = editorialArticle('a', { versions: [version('en', 'first')] });
      await store.create(first);
      const second = next(first, { versions: [version('en', 'second', { formerSlugs: ['first'] })], tags: ['css'] });
      expect(await store.replace(second, 1)).toBe(true);
      expect(await store.get('a')).toEqual(second);
      // A save based on revision 1 again (another tab): refused, nothing of it kept.
      const stale = next(first, { versions: [version('en', 'stale')], tags: ['pwa'] });
      expect(await store.replace(stale, 1)).toBe(false);
      expect(await store.get('a')).toEqual(second);
      expect(await store.slugOwner('en', 'stale')).toBeUndefined();
      expect(await listed({ tag: 'pwa' })).toEqual([]);
      expect(await listed({ q: 'stale' })).toEqual([]);
      // A revision ahead of the stored one is as stale, and an article that does not exist is never written.
      expect(await store.replace(next(second, { revision: 9 }), 8)).toBe(false);
      expect(await store.replace(editorialArticle('ghost', { revision: 2 }), 1)).toBe(false);
      expect(await store.get('ghost')).toBeUndefined();
    });

    it('lets exactly one of several replaces based on the same revision win', async () => {
      const first = editorialArticle('a');
      await store.create(first);
      const attempts = ['one', 'two', 'three', 'four'].map((slug) =>
        next(first, { versions: [version('en', slug, { formerSlugs: ['a'] })] }),
      );
      const outcomes = await Promise.all(attempts.map((attempt) => store.replace(attempt, 1)));
      expect(outcomes.filter(Boolean)).toHaveLength(1);
      const winner = attempts[outcomes.indexOf(true)]!;
      expect(await store.get('a')).toEqual(winner);
      const owners = await Promise.all(attempts.map((a) => store.slugOwner('en', a.versions[0]!.slug)));
      expect(owners.filter(Boolean)).toEqual([{ articleId: 'a', current: true }]);
    });

    it('lists most recently changed first, then by id, in pages with the total', async () => {
      await store.create(editorialArticle('m', { updatedAt: day(5) }));
      await store.create(editorialArticle('z', { updatedAt: day(9) }));
      await store.create(editorialArticle('b', { updatedAt: day(5) }));
      await store.create(editorialArticle('a', { updatedAt: day(5) }));
      await store.create(editorialArticle('old', { updatedAt: day(1) }));
      await store.create(editorialArticle('gone', { updatedAt: day(7), deletedAt: day(8) }));
      const order = ['z', 'a', 'b', 'm', 'old'];
      expect(await listed()).toEqual(order);
      const pages: string[] = [];
      for (let offset = 0; offset < 6; offset += 2) {
        const { articles, total } = await store.list({ trashed: false, offset, limit: 2 });
        expect(total).toBe(5);
        pages.push(...ids(articles));
      }
      expect(pages).toEqual(order);
      expect(await store.list({ trashed: false, offset: 10, limit: 2 })).toEqual({ articles: [], total: 5 });
      // A change moves an article to the top.
      const m = (await store.get('m'))!;
      await store.replace(next(m, { updatedAt: day(10) }), m.revision);
      expect((await listed())[0]).toBe('m');
    });

    it('filters by title or slug (any case, any script), status, tag, language and trash', async () => {
      await store.create(
        editorialArticle('hooks', {
          status: 'published',
          tags: ['react', 'pwa'],
          versions: [
            version('en', 'react-hooks', { title: 'Understanding React Hooks' }),
            version('ru', 'khuki', { title: 'Привет, хуки' }),
          ],
        }),
      );
      await store.create(
        editorialArticle('grid', {
          status: 'scheduled',
          tags: ['css'],
          updatedAt: day(2),
          versions: [
            version('fr', 'grille-css', { title: 'La grille CSS, ÉTÉ' }),
            version('ja', 'guriddo', { title: 'CSSグリッド入門' }),
          ],
        }),
      );
      await store.create(
        editorialArticle('old', {
          tags: ['react'],
          versions: [version('en', 'old-react', { formerSlugs: ['hooks-old'] })],
          deletedAt: day(3),
        }),
      );
      expect(await listed({ q: 'react HOOKS' })).toEqual(['hooks']);
      expect(await listed({ q: 'REACT' })).toEqual(['hooks']);
      expect(await listed({ q: 'react\u0000 hooks\n' })).toEqual(['hooks']);
      expect(await listed({ q: 'khuki' })).toEqual(['hooks']);
      expect(await listed({ q: 'ПРИВЕТ' })).toEqual(['hooks']);
      expect(await listed({ q: 'été' })).toEqual(['grid']);
      expect(await listed({ q: 'グリッド' })).toEqual(['grid']);
      // Full-width letters fold to their usual form, as a Japanese keyboard may type them.
      expect(await listed({ q: 'ＣＳＳ' })).toEqual(['grid']);
      expect(await listed({ q: 'css' })).toEqual(['grid']);
      // Not a pattern: characters that mean something to a regular expression or to LIKE are plain text.
      for (const q of ['.*', '%', '_', '(', '[a-z]', '\\']) expect(await listed({ q })).toEqual([]);
      // Only current slugs and titles: a former slug is not searched, nor the body.
      expect(await listed({ q: 'hooks-old', trashed: true })).toEqual([]);
      expect(await listed({ q: 'body' })).toEqual([]);
      expect(await listed({ q: '' })).toEqual(['grid', 'hooks']);

      expect(await listed({ status: 'scheduled' })).toEqual(['grid']);
      expect(await listed({ status: 'draft' })).toEqual([]);
      expect(await listed({ tag: 'react' })).toEqual(['hooks']);
      expect(await listed({ tag: 'react', trashed: true })).toEqual(['old']);
      expect(await listed({ lang: 'ja' })).toEqual(['grid']);
      expect(await listed({ lang: 'ru', tag: 'pwa', status: 'published', q: 'hook' })).toEqual(['hooks']);
      expect(await listed({ lang: 'ru', tag: 'css' })).toEqual([]);
      expect(await store.list({ trashed: false, offset: 0, limit: 1, lang: 'en' })).toMatchObject({ total: 1 });
      expect(await listed({ trashed: true })).toEqual(['old']);
    });

    it('gives every article but the trash to all()', async () => {
      await store.create(editorialArticle('a', { updatedAt: day(2) }));
      await store.create(editorialArticle('b', { updatedAt: day(3), deletedAt: day(4) }));
      await store.create(editorialArticle('c', { updatedAt: day(4), tags: ['css'] }));
      const all = await store.all();
      expect(ids(all)).toEqual(['c', 'a']);
      expect(all[0]).toEqual(await store.get('c'));
    });

    it('finds who owns a slug in a language, now or before, the current owner first and the trash left out', async () => {
      await store.create(
        editorialArticle('a', {
          versions: [version('en', 'grid', { formerSlugs: ['css-grid', 'grids'] }), version('fr', 'grille')],
        }),
      );
      expect(await store.slugOwner('en', 'grid')).toEqual({ articleId: 'a', current: true });
      expect(await store.slugOwner('en', 'css-grid')).toEqual({ articleId: 'a', current: false });
      expect(await store.slugOwner('fr', 'grid')).toBeUndefined();
      expect(await store.slugOwner('en', 'missing')).toBeUndefined();
      // A draft version without a slug yet owns no empty slug.
      await store.create(editorialArticle('untitled', { versions: [version('de', '')] }));
      expect(await store.slugOwner('de', '')).toBeUndefined();
      // Another article takes the old slug: the current owner wins over the former one.
      await store.create(editorialArticle('b', { versions: [version('en', 'css-grid')] }));
      expect(await store.slugOwner('en', 'css-grid')).toEqual({ articleId: 'b', current: true });
      // In the trash, an article owns nothing.
      const b = (await store.get('b'))!;
      await store.replace(next(b, { deletedAt: day(5) }), b.revision);
      expect(await store.slugOwner('en', 'css-grid')).toEqual({ articleId: 'a', current: false });
      const a = (await store.get('a'))!;
      await store.replace(next(a, { deletedAt: day(5) }), a.revision);
      expect(await store.slugOwner('en', 'grid')).toBeUndefined();
      expect(await store.slugOwner('en', 'css-grid')).toBeUndefined();
      // Renamed: the slug it had is now a former one, the new one current.
      await store.create(editorialArticle('c', { versions: [version('it', 'vecchio')] }));
      const c = (await store.get('c'))!;
      await store.replace(next(c, { versions: [version('it', 'nuovo', { formerSlugs: ['vecchio'] })] }), 1);
      expect(await store.slugOwner('it', 'nuovo')).toEqual({ articleId: 'c', current: true });
      expect(await store.slugOwner('it', 'vecchio')).toEqual({ articleId: 'c', current: false });
    });

    historyCases(() => store);

    it('closes, and closing again is harmless', async () => {
      await store.create(editorialArticle('a'));
      await store.close();
      await store.close();
    });
  });
}
