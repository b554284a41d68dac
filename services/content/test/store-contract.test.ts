import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { SlugTakenError, type ContentStore } from '../src/stores/ports.ts';
import { article, now, version } from './store-articles.ts';
import { backends, stopBackends } from './store-backends.ts';

afterAll(stopBackends);

const page = { offset: 0, limit: 50 };
const listed = async (store: ContentStore, filter = {}, at = now) =>
  (await store.list({ ...page, ...filter }, at)).hits.map((hit) => `${hit.article.id}/${hit.version.lang}`);

/** One contract, every adapter: what the service relies on must hold for the embedded store and for MongoDB. */
for (const backend of backends) {
  describe(`content store contract (${backend.kind})`, () => {
    let store: ContentStore;
    beforeEach(async () => {
      store = await backend.open();
    });
    afterAll(() => backend.dispose());

    it('saves a whole article and reads every field back', async () => {
      const english = version('en', 'css-grid');
      // The cover whole, its raster rendition for link previews included.
      english.cover = { ...english.cover!, social: '/blog/covers/css-grid.jpg' };
      const saved = article('grid', [english, version('fr', 'grille-css', { keywords: ['css', 'grille'] })], {
        tags: ['css', 'web-design'],
        publishedAt: '2026-02-03T04:05:06.789Z',
        updatedAt: '2026-03-04T05:06:07Z',
      });
      await store.saveArticle(saved);
      const found = await store.findVersion('grille-css', 'fr', now);
      expect(found?.article).toEqual(saved);
      expect(found?.version).toEqual(saved.versions[1]);
      expect(await store.articleCount()).toBe(1);
    });

    it("keeps a version's canonical address, and none when it has none (nor an empty one)", async () => {
      const original = { ...version('en', 'first-elsewhere'), canonicalUrl: 'https://original.example/posts/1' };
      const saved = article('elsewhere', [original, version('fr', 'ici-d-abord')]);
      await store.saveArticle(saved);
      const found = await store.findVersion('first-elsewhere', 'en', now);
      expect(found?.version.canonicalUrl).toBe('https://original.example/posts/1');
      expect(found?.article).toEqual(saved);
      expect((await store.findVersion('ici-d-abord', 'fr', now))?.version).not.toHaveProperty('canonicalUrl');
      // Taken away by the next save, whole.
      await store.saveArticle(article('elsewhere', [version('en', 'first-elsewhere')]));
      expect((await store.findVersion('first-elsewhere', 'en', now))?.version).not.toHaveProperty('canonicalUrl');
    });

    it('replaces an article whole: versions, slugs and tags', async () => {
      await store.saveArticle(article('a', [version('en', 'old-slug'), version('de', 'alt')], { tags: ['css'] }));
      const replaced = article('a', [version('en', 'new-slug', { title: 'New title' })], { tags: ['react', 'pwa'] });
      await store.saveArticle(replaced);
      expect(await store.findVersion('old-slug', undefined, now)).toBeUndefined();
      expect(await store.findVersion('alt', 'de', now)).toBeUndefined();
      expect((await store.findVersion('new-slug', 'en', now))?.article).toEqual(replaced);
      expect(await store.tagCounts(undefined, now)).toEqual([
        { slug: 'pwa', count: 1 },
        { slug: 'react', count: 1 },
      ]);
      expect(await store.articleCount()).toBe(1);
      // The slug it gave up is free for another article.
      await store.saveArticle(article('b', [version('en', 'old-slug')]));
      expect((await store.findVersion('old-slug', 'en', now))?.article.id).toBe('b');
    });

    it('keeps a slug unique per language, and lets another language use it', async () => {
      await store.saveArticle(article('a', [version('en', 'react-hooks')]));
      const taken = store.saveArticle(article('b', [version('fr', 'autre'), version('en', 'react-hooks')]));
      await expect(taken).rejects.toBeInstanceOf(SlugTakenError);
      await expect(taken).rejects.toMatchObject({ lang: 'en', slug: 'react-hooks' });
      // Nothing of the refused article was kept.
      expect(await store.articleCount()).toBe(1);
      expect(await store.findVersion('autre', undefined, now)).toBeUndefined();
      await store.saveArticle(article('c', [version('fr', 'react-hooks')]));
      expect((await store.findVersion('react-hooks', 'fr', now))?.article.id).toBe('c');
      expect((await store.findVersion('react-hooks', 'en', now))?.article.id).toBe('a');
    });

    it('deletes an article whole, frees its slugs, keeps its views and changes the revision', async () => {
      await store.saveArticle(article('gone', [version('en', 'gone-slug'), version('fr', 'parti')], { tags: ['css'] }));
      await store.saveArticle(article('kept', [version('en', 'kept-slug')]));
      await store.recordView('gone', 'visitor', '2026-06-01');
      const before = await store.revision();
      await store.deleteArticle('gone');
      expect(await store.revision()).not.toBe(before);
      expect(await store.findVersion('gone-slug', undefined, now)).toBeUndefined();
      expect(await listed(store)).toEqual(['kept/en']);
      expect(await store.tagCounts(undefined, now)).toEqual([]);
      expect((await store.allArticles()).map((a) => a.id)).toEqual(['kept']);
      expect((await store.viewCounts(['gone'])).get('gone')).toBe(1);
      // Its slug is free again, and deleting what is not there is nothing (the revision stays).
      await store.saveArticle(article('other', [version('fr', 'parti')]));
      const after = await store.revision();
      await store.deleteArticle('gone');
      expect(await store.revision()).toBe(after);
    });

    it('lists every article whatever its status, by id', async () => {
      await store.saveArticle(article('b-draft', [version('en', 'draft-one')], { status: 'draft' }));
      await store.saveArticle(article('a-live', [version('en', 'live-one')]));
      const soon = { status: 'scheduled' as const, publishedAt: '2999-01-01T00:00:00Z' };
      await store.saveArticle(article('c-later', [version('en', 'later-one')], soon));
      const all = await store.allArticles();
      expect(all.map((a) => `${a.id}:${a.status}`)).toEqual(['a-live:published', 'b-draft:draft', 'c-later:scheduled']);
      expect(all[0]!.versions[0]!.slug).toBe('live-one');
    });

    it('lets one of two saves racing for a slug win, and keeps nothing of the other', async () => {
      const first = article('first', [version('fr', 'premier'), version('en', 'same-slug')]);
      const second = article('second', [version('fr', 'second'), version('en', 'same-slug')]);
      const outcomes = await Promise.allSettled([store.saveArticle(first), store.saveArticle(second)]);
      const won = outcomes.findIndex((outcome) => outcome.status === 'fulfilled');
      const lost = outcomes[1 - won];
      expect(lost).toMatchObject({ status: 'rejected', reason: { lang: 'en', slug: 'same-slug' } });
      expect((lost as PromiseRejectedResult).reason).toBeInstanceOf(SlugTakenError);
      const [winner, loser] = won === 0 ? [first, second] : [second, first];
      // (French first: a store writing versions in order has written the loser's French one when English fails.)
      const found = await store.findVersion('same-slug', 'en', now);
      expect(found?.article.versions.map((v) => v.slug)).toEqual(['same-slug', winner.versions[0]!.slug]);
      expect(await store.findVersion(loser.versions[0]!.slug, 'fr', now)).toBeUndefined();
      expect(await store.articleCount()).toBe(1);
    });

    it('finds a version by slug in the language asked, else English first, else the contract order', async () => {
      await store.saveArticle(article('a', [version('fr', 'pwa'), version('en', 'pwa'), version('de', 'pwa')]));
      await store.saveArticle(article('b', [version('ja', 'shared'), version('de', 'shared-de')]));
      await store.saveArticle(article('c', [version('de', 'shared'), version('ar', 'نص')]));
      expect((await store.findVersion('pwa', undefined, now))?.version.lang).toBe('en');
      expect((await store.findVersion('pwa', 'de', now))?.version.lang).toBe('de');
      expect(await store.findVersion('pwa', 'ja', now)).toBeUndefined();
      const shared = await store.findVersion('shared', undefined, now);
      expect([shared?.article.id, shared?.version.lang]).toEqual(['c', 'de']);
      expect((await store.findVersion('shared', 'ja', now))?.article.id).toBe('b');
      expect((await store.findVersion('نص', 'ar', now))?.article.id).toBe('c');
      expect(await store.findVersion('missing', undefined, now)).toBeUndefined();
    });

    it('hides drafts everywhere, and a scheduled article until its date', async () => {
      const at = '2026-07-01T10:00:00.000Z';
      await store.saveArticle(article('draft', [version('en', 'draft')], { status: 'draft', tags: ['css'] }));
      await store.saveArticle(
        article('later', [version('en', 'later')], { status: 'scheduled', publishedAt: at, tags: ['pwa'] }),
      );
      const before = new Date(Date.parse(at) - 1);
      const at$ = new Date(at);
      for (const slug of ['draft', 'later']) expect(await store.findVersion(slug, undefined, before)).toBeUndefined();
      expect(await listed(store, {}, before)).toEqual([]);
      expect(await store.publicArticles(before)).toEqual([]);
      expect(await store.tagCounts(undefined, before)).toEqual([]);
      expect((await store.list({ ...page, terms: ['body'] }, before)).total).toBe(0);
      // From its date on, the scheduled one is public; the draft never is.
      expect((await store.findVersion('later', 'en', at$))?.article.id).toBe('later');
      expect(await listed(store, {}, at$)).toEqual(['later/en']);
      expect((await store.publicArticles(at$)).map((a) => a.id)).toEqual(['later']);
      expect(await store.tagCounts(undefined, at$)).toEqual([{ slug: 'pwa', count: 1 }]);
      expect(await store.findVersion('draft', undefined, new Date('2030-01-01'))).toBeUndefined();
      // Drafts count as articles (the seed's "is the store empty" check).
      expect(await store.articleCount()).toBe(2);
    });

    it('lists newest first, ties by id then language, with stable pages and a total', async () => {
      const day = (d: number) => `2026-03-${String(d).padStart(2, '0')}T12:00:00Z`;
      await store.saveArticle(article('m', [version('en', 'm')], { publishedAt: day(5) }));
      await store.saveArticle(article('z', [version('en', 'z')], { publishedAt: day(9) }));
      await store.saveArticle(article('b', [version('fr', 'b-fr'), version('en', 'b')], { publishedAt: day(5) }));
      await store.saveArticle(article('a', [version('en', 'a')], { publishedAt: day(5) }));
      await store.saveArticle(article('old', [version('en', 'old')], { publishedAt: day(1) }));
      const all = ['z/en', 'a/en', 'b/en', 'b/fr', 'm/en', 'old/en'];
      expect(await listed(store)).toEqual(all);
      const pages: string[] = [];
      for (let offset = 0; offset < 8; offset += 2) {
        const { hits, total } = await store.list({ offset, limit: 2 }, now);
        expect(total).toBe(6);
        pages.push(...hits.map((hit) => `${hit.article.id}/${hit.version.lang}`));
      }
      expect(pages).toEqual(all);
      expect((await store.list({ offset: 100, limit: 2 }, now)).hits).toEqual([]);
    });

    it('filters by tag and by language, together or not', async () => {
      await store.saveArticle(
        article('a', [version('en', 'a'), version('fr', 'a-fr')], {
          tags: ['react', 'pwa'],
          publishedAt: '2026-01-03T00:00:00Z',
        }),
      );
      await store.saveArticle(
        article('b', [version('fr', 'b')], { tags: ['css'], publishedAt: '2026-01-02T00:00:00Z' }),
      );
      await store.saveArticle(
        article('c', [version('en', 'c')], { tags: ['react'], publishedAt: '2026-01-01T00:00:00Z' }),
      );
      expect(await listed(store, { tag: 'react' })).toEqual(['a/en', 'a/fr', 'c/en']);
      expect(await listed(store, { lang: 'fr' })).toEqual(['a/fr', 'b/fr']);
      expect(await listed(store, { tag: 'react', lang: 'fr' })).toEqual(['a/fr']);
      expect(await listed(store, { tag: 'tech' })).toEqual([]);
      const filtered = await store.list({ ...page, tag: 'react', lang: 'en' }, now);
      expect([filtered.total, filtered.hits[1]?.article.tags]).toEqual([2, ['react']]);
    });

    it('counts tags of public articles, in one language or all, most used first then by slug', async () => {
      await store.saveArticle(article('a', [version('en', 'a'), version('fr', 'a')], { tags: ['react', 'pwa'] }));
      await store.saveArticle(article('b', [version('fr', 'b')], { tags: ['react', 'css'] }));
      await store.saveArticle(article('c', [version('en', 'c')], { tags: ['react'], status: 'draft' }));
      expect(await store.tagCounts(undefined, now)).toEqual([
        { slug: 'react', count: 2 },
        { slug: 'css', count: 1 },
        { slug: 'pwa', count: 1 },
      ]);
      expect(await store.tagCounts('en', now)).toEqual([
        { slug: 'pwa', count: 1 },
        { slug: 'react', count: 1 },
      ]);
      expect(await store.tagCounts('ja', now)).toEqual([]);
    });

    it('counts a view once per visitor and day, and views do not change the revision', async () => {
      await store.saveArticle(article('a', [version('en', 'a')]));
      const revision = await store.revision();
      expect(await store.recordView('a', 'visitor-1', '2026-05-01')).toBe(true);
      expect(await store.recordView('a', 'visitor-1', '2026-05-01')).toBe(false);
      expect(await store.recordView('a', 'visitor-2', '2026-05-01')).toBe(true);
      expect(await store.recordView('b', 'visitor-1', '2026-05-01')).toBe(true);
      expect(await store.recordView('a', 'visitor-1', '2026-05-02')).toBe(true);
      expect(await store.recordView('a', 'visitor-1', '2026-05-02')).toBe(false);
      expect(await store.viewCounts(['a', 'b', 'none'])).toEqual(
        new Map([
          ['a', 3],
          ['b', 1],
          ['none', 0],
        ]),
      );
      expect(await store.viewCounts([])).toEqual(new Map());
      expect(await store.revision()).toBe(revision);
    });

    it('changes the revision on every article write', async () => {
      const seen = new Set([await store.revision()]);
      const a = article('a', [version('en', 'a')]);
      await store.saveArticle(a);
      seen.add(await store.revision());
      await store.saveArticle(a);
      seen.add(await store.revision());
      await store.saveArticle(article('b', [version('en', 'b')], { status: 'draft' }));
      seen.add(await store.revision());
      expect(seen.size).toBe(4);
      // A refused write changes nothing.
      await expect(store.saveArticle(article('c', [version('en', 'a')]))).rejects.toBeInstanceOf(SlugTakenError);
      expect(seen.has(await store.revision())).toBe(true);
      expect(await store.articleCount()).toBe(2);
    });

    it('gives every public article whole, newest first', async () => {
      const older = article('older', [version('en', 'older'), version('ja', 'ふるい')], {
        tags: ['ia'],
        publishedAt: '2026-01-01T00:00:00Z',
      });
      const newer = article('newer', [version('en', 'newer')], { publishedAt: '2026-02-01T00:00:00Z' });
      await store.saveArticle(older);
      await store.saveArticle(newer);
      await store.saveArticle(article('hidden', [version('en', 'hidden')], { status: 'draft' }));
      expect(await store.publicArticles(now)).toEqual([newer, older]);
    });
  });
}
