import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryTerms } from '../src/search/terms.ts';
import type { ContentStore, ListFilter } from '../src/stores/ports.ts';
import { article, now, version } from './store-articles.ts';
import { backends, stopBackends } from './store-backends.ts';

afterAll(stopBackends);

const articles = [
  article(
    'grid',
    [
      version('en', 'css-grid', {
        title: 'CSS Grid for real content',
        text: 'Layouts with rows and columns, in practice; cats or dogs.',
      }),
    ],
    {
      tags: ['css'],
      publishedAt: '2026-01-05T00:00:00Z',
    },
  ),
  article(
    'hooks',
    [
      version('en', 'react-hooks', {
        title: 'Hooks in practice',
        text: 'TypeScript and React hooks, with grid examples.',
        keywords: ['state'],
      }),
    ],
    {
      tags: ['react'],
      publishedAt: '2026-01-04T00:00:00Z',
    },
  ),
  article(
    'summer',
    [
      version('fr', 'ete-a-paris', {
        title: 'Un été à Paris',
        excerpt: "L'été des développeurs.",
        text: 'Chaleur et café crème.',
      }),
    ],
    {
      publishedAt: '2026-01-03T00:00:00Z',
    },
  ),
  article(
    'search',
    [
      version('en', 'full-text-search', {
        excerpt: 'Cats and the search for words.',
        text: 'Searching text in many languages.',
      }),
      version('ja', 'zenbun-kensaku', { title: '全文検索の仕組み', text: '日本語のテキスト検索を試します。' }),
      version('zh', 'quanwen-sousuo', { title: '搜索引擎', text: '全文搜索引擎的原理和实践。' }),
      version('ar', 'البحث-النصي', { title: 'البحث في النصوص', text: 'محركات البحث الكامل عن النص.' }),
    ],
    { tags: ['tech'], publishedAt: '2026-01-02T00:00:00Z' },
  ),
  article('syntax', [version('en', 'syntax', { text: 'Config keys like title:react and near misses.' })], {
    publishedAt: '2026-01-01T00:00:00Z',
  }),
  article('draft', [version('en', 'draft', { title: 'Grid draft', text: 'grid grid grid' })], { status: 'draft' }),
];

const page = { offset: 0, limit: 20 };

for (const backend of backends) {
  describe(`content store search (${backend.kind})`, () => {
    let store: ContentStore;
    const search = async (query: string, filter: Partial<ListFilter> = {}) =>
      (await store.list({ ...page, ...filter, terms: queryTerms(query) }, now)).hits.map(
        (hit) => `${hit.article.id}/${hit.version.lang}`,
      );
    beforeAll(async () => {
      store = await backend.open();
      for (const a of articles) await store.saveArticle(a);
    });
    afterAll(() => backend.dispose());

    it('finds English words in the title, the excerpt, the keywords and the body, every word required', async () => {
      expect(await search('layouts')).toEqual(['grid/en']);
      expect(await search('Hooks')).toEqual(['hooks/en']);
      expect(await search('state')).toEqual(['hooks/en']);
      expect(await search('real content')).toEqual(['grid/en']);
      expect(await search('hooks layouts')).toEqual([]);
      expect(await search('nothing-like-this')).toEqual([]);
    });

    it('meets French words with or without their accents', async () => {
      for (const query of ['été', 'ete', 'ÉTÉ', 'Cafe', 'développeurs'])
        expect(await search(query)).toEqual(['summer/fr']);
    });

    it('finds Japanese, Chinese and Arabic words, which the query segments as the text was', async () => {
      expect(await search('検索')).toEqual(['search/ja']);
      expect(await search('日本語')).toEqual(['search/ja']);
      expect(await search('搜索引擎')).toEqual(['search/zh']);
      expect(await search('原理')).toEqual(['search/zh']);
      expect(await search('البحث')).toEqual(['search/ar']);
      // Arabic short vowels are optional, in the text as in the query.
      expect(await search('البَحْث')).toEqual(['search/ar']);
    });

    it('matches the last word as a prefix, the others whole', async () => {
      expect(await search('typescr')).toEqual(['hooks/en']);
      expect(await search('lay')).toEqual(['grid/en']);
      expect(await search('検')).toEqual(['search/ja']);
      expect(await search('typescr hooks')).toEqual([]);
      expect(await search('real cont')).toEqual(['grid/en']);
    });

    it('ranks a title match above a body match', async () => {
      const { hits } = await store.list({ ...page, terms: queryTerms('grid') }, now);
      expect(hits.map((hit) => hit.article.id)).toEqual(['grid', 'hooks']);
      expect(hits[0]!.rank).toBeGreaterThan(hits[1]!.rank);
      // Rank before date: the newer article comes second, its match being in the body only.
      expect(await search('practice')).toEqual(['hooks/en', 'grid/en']);
      // The excerpt (and keywords) weigh between the two.
      expect(await search('cats')).toEqual(['search/en', 'grid/en']);
    });

    it('searches with tag and language filters, and counts only what matches', async () => {
      expect(await search('grid', { tag: 'react' })).toEqual(['hooks/en']);
      expect(await search('grid', { tag: 'css', lang: 'fr' })).toEqual([]);
      expect(await search('検索', { lang: 'ja', tag: 'tech' })).toEqual(['search/ja']);
      const { total, hits } = await store.list({ offset: 1, limit: 1, terms: queryTerms('grid') }, now);
      expect([total, hits.map((hit) => hit.article.id)]).toEqual([2, ['hooks']]);
    });

    it('reads query syntax as text and never fails on it', async () => {
      expect(await search('cats OR dogs')).toEqual(['grid/en']);
      expect(await search('NEAR misses')).toEqual(['syntax/en']);
      expect(await search('NEAR(cats dogs)')).toEqual([]);
      expect(await search('title:react')).toEqual(['syntax/en']);
      expect(await search('-layouts')).toEqual(['grid/en']);
      expect(await search('"layouts"')).toEqual(['grid/en']);
      expect(await search('^layouts')).toEqual(['grid/en']);
      expect(await search('lay*')).toEqual(['grid/en']);
      const raw = [
        '"',
        'a"b',
        '*',
        '"*"',
        'NEAR(',
        'OR',
        ')',
        '(',
        '^',
        '-',
        ':',
        'title:',
        '{title}',
        '\\',
        '.*',
        '[a-z]+',
        '$where',
      ];
      // Terms as they reach the store (the service makes them with queryTerms, which drops most of these).
      for (const term of raw) {
        for (const terms of [[term], [term, 'grid'], ['grid', term]]) {
          const { hits, total } = await store.list({ ...page, terms }, now);
          expect(hits.length).toBeLessThanOrEqual(total);
        }
      }
    });
  });
}
