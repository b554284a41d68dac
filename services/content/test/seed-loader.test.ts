import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '@portfolio/kit';
import type { Article } from '../src/articles.ts';
import { seedIfEmpty, upsertSeed } from '../src/seed/apply-seed.ts';
import { readSeed, SeedError } from '../src/seed/read-seed.ts';
import type { ContentStore } from '../src/stores/ports.ts';
import { openSqliteStore } from '../src/stores/sqlite/sqlite-store.ts';
import { articleOf } from './fixtures/articles.ts';

const seedDir = new URL('./fixtures/seed', import.meta.url).pathname;
const brokenDir = new URL('./fixtures/seed-broken', import.meta.url).pathname;
const silent = createLogger('content-seed-test', 'silent');
const farFuture = new Date('2100-01-01T00:00:00Z');

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

function sqliteStore(): ContentStore {
  const dir = mkdtempSync(join(tmpdir(), 'content-seed-'));
  const store = openSqliteStore(join(dir, 'content.sqlite'));
  cleanups.push(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return store;
}

/** What a reader can see of a store: every public article, as stored. */
const snapshot = async (store: ContentStore) =>
  (await store.publicArticles(farFuture)).map((article) => ({
    ...article,
    versions: [...article.versions].sort((a, b) => a.lang.localeCompare(b.lang)),
  }));

describe('readSeed: the seed folder as the store keeps it', () => {
  it('reads each article with its versions rendered, the cover alt text from each version', async () => {
    const articles = await readSeed(seedDir);
    expect(articles.map((article) => article.id)).toEqual(['alpha', 'beta']);
    const alpha = articles[0]!;
    expect(alpha).toMatchObject({
      tags: ['react', 'pwa'],
      status: 'published',
      publishedAt: new Date('2026-01-10T08:00:00Z'),
      updatedAt: new Date('2026-01-12T08:00:00Z'),
    });
    const english = alpha.versions.find((version) => version.lang === 'en')!;
    expect(english).toMatchObject({
      slug: 'alpha-article',
      keywords: ['alpha', 'testing', 'seed'],
      cover: {
        src: '/blog/covers/alpha.svg',
        alt: 'A letter alpha on a blue square',
        width: 1200,
        height: 630,
        social: '/blog/covers/alpha.jpg',
      },
    });
    expect(english.html).toContain('<figure');
    expect(english.html).toContain('<pre');
    expect(english.toc.map((entry) => entry.text)).toEqual(['First section']);
    expect(english.readingMinutes).toBeGreaterThanOrEqual(1);
    expect(alpha.versions.find((version) => version.lang === 'fr')!.cover!.alt).toBe(
      'Une lettre alpha sur un carré bleu',
    );
    expect(articles[1]!.versions[0]!.cover).toBeNull();
  });

  it('refuses a folder with problems, naming every one of them, and reads nothing', async () => {
    const error = await readSeed(brokenDir).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SeedError);
    const problems = (error as SeedError).problems.join('\n');
    expect(problems).toMatch(/01-bad-meta\/article\.json: .*tags\.1/);
    expect(problems).toMatch(/01-bad-meta\/article\.json: .*publishedAt/);
    // Link previews ignore SVG: a cover's social rendition is a raster image.
    expect(problems).toMatch(/01-bad-meta\/article\.json: .*cover\.social: must be a \.jpg, \.jpeg or \.png file/);
    expect(problems).toMatch(/xx\.md: not a known language/);
    expect(problems).toMatch(/fr\.md: slug "Un Slug"/);
    expect(problems).toMatch(/ja\.md: missing or empty key "coverAlt"/);
    expect(problems).toMatch(/02-bad-versions: no English version/);
    expect(problems).toMatch(/two articles have the id bad-versions/);
  });
});

describe('seeding a store', () => {
  it('loads the seed into an empty embedded store, and never again once it has articles', async () => {
    const store = sqliteStore();
    await seedIfEmpty(store, seedDir, silent);
    expect(await store.articleCount()).toBe(2);
    const hit = await store.findVersion('article-alpha', 'fr', farFuture);
    expect(hit?.article.id).toBe('alpha');
    // An editor's change survives a restart: the store is not empty, so the seed is not read again.
    const [alpha] = await readSeed(seedDir);
    await store.saveArticle({ ...alpha!, tags: ['css'] });
    await seedIfEmpty(store, seedDir, silent);
    expect((await store.findVersion('alpha-article', 'en', farFuture))?.article.tags).toEqual(['css']);
  });

  it('upserts by id, idempotently: twice leaves the same articles', async () => {
    const store = sqliteStore();
    const articles = await readSeed(seedDir);
    expect(await upsertSeed(store, articles)).toEqual({ saved: ['alpha', 'beta'], kept: [] });
    const once = await snapshot(store);
    await upsertSeed(store, await readSeed(seedDir));
    expect(await snapshot(store)).toEqual(once);
    expect(await store.articleCount()).toBe(2);
  });

  it('keeps an article changed after the seed, and replaces one older than it', async () => {
    const store = sqliteStore();
    const [alpha, beta] = (await readSeed(seedDir)) as [Article, Article];
    const edited = articleOf({
      id: 'alpha',
      tags: ['react'],
      publishedAt: '2026-01-10T08:00:00Z',
      updatedAt: '2026-05-01T08:00:00Z',
      versions: [{ lang: 'en', slug: 'alpha-article', title: 'The alpha article, edited' }],
    });
    await store.saveArticle(edited);
    await store.saveArticle({ ...beta, updatedAt: new Date('2026-01-01T00:00:00Z'), tags: ['react'] });
    expect(await upsertSeed(store, [alpha, beta])).toEqual({ saved: ['beta'], kept: ['alpha'] });
    const stored = await store.findVersion('alpha-article', 'en', farFuture);
    expect(stored?.version.title).toBe('The alpha article, edited');
    expect((await store.findVersion('beta-article', 'en', farFuture))?.article.tags).toEqual(['css']);
  });
});
