import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleDetail, ArticleList } from '@portfolio/contracts';
import { createLogger } from '@portfolio/kit';
import { mongoForTests } from '@portfolio/testing';
import { createMongoStore, type MongoContentStore } from '../src/stores/mongo/mongo-store.ts';
import { apiArticles, articleOf } from './fixtures/articles.ts';
import { get, getJson, postView, startContent, type RunningContent } from './fixtures/service.ts';

const mongo = await mongoForTests();
const silent = createLogger('content-mongo-test', 'silent');
const openMongo = (dbName: string): MongoContentStore =>
  createMongoStore({ url: mongo.url, dbName, timeoutMs: 5000, logger: silent });

let store: MongoContentStore;
let content: RunningContent;
beforeAll(async () => {
  store = openMongo(mongo.dbName);
  content = await startContent({ store, articles: apiArticles });
});
afterAll(async () => {
  await content.stop();
  await store.close();
  const client = await MongoClient.connect(mongo.url);
  for (const name of [mongo.dbName, `${mongo.dbName}_seed`]) await client.db(name).dropDatabase();
  await client.close();
  await mongo.stop();
});

describe('the content API on MongoDB', () => {
  it('lists, searches and filters as on SQLite', async () => {
    const english = await getJson<ArticleList>(content.url, '/api/content/articles?lang=en&perPage=2&page=2');
    expect(english.items.map((item) => item.id)).toEqual(['react-hooks', 'privacy-counts']);
    expect(english).toMatchObject({ total: 5, pageCount: 3 });
    const found = await getJson<ArticleList>(content.url, '/api/content/articles?q=grid&lang=en');
    expect(found.items[0]).toMatchObject({
      id: 'grid-notes',
      highlight: { title: [{ text: 'Notes on CSS ' }, { text: 'grid', mark: true }] },
    });
    const french = await getJson<ArticleList>(content.url, '/api/content/articles?lang=fr&tag=react');
    expect(french.items.map((item) => item.path)).toEqual(['/blog/offline-first?lang=fr', '/blog/hooks-react']);
  });

  it('answers an article with its languages, neighbours and related articles, and 404 for an unknown one', async () => {
    const article = await getJson<ArticleDetail>(content.url, '/api/content/articles/react-hooks');
    expect(article.versions.map((version) => version.lang)).toEqual(['en', 'fr']);
    expect(article.previous?.slug).toBe('privacy-counts');
    expect(article.next?.slug).toBe('grid-notes');
    expect(article.related.map((card) => card.id)).toEqual(['pwa-install', 'offline-first', 'grid-notes']);
    expect((await get(content.url, '/api/content/articles/no-such-article')).status).toBe(404);
  });

  it('counts a visitor once a day and drops bots', async () => {
    const body = { slug: 'grid-notes', lang: 'en' };
    for (let i = 0; i < 2; i++) expect((await postView(content.url, body)).status).toBe(202);
    expect((await postView(content.url, body, '203.0.113.7', 'Googlebot/2.1')).status).toBe(202);
    expect((await store.viewCounts(['grid-notes'])).get('grid-notes')).toBe(1);
  });

  it('answers 304 while nothing changed, and a new ETag once an article is saved', async () => {
    const path = '/api/content/articles?lang=en';
    const etag = (await get(content.url, path)).headers.get('etag')!;
    expect((await get(content.url, path, { 'If-None-Match': etag })).status).toBe(304);
    await store.saveArticle(
      articleOf({
        id: 'mongo-news',
        tags: ['tech'],
        publishedAt: '2026-03-09T09:00:00Z',
        versions: [{ lang: 'en', slug: 'mongo-news', title: 'News stored in MongoDB' }],
      }),
    );
    const after = await get(content.url, path, { 'If-None-Match': etag });
    expect(after.status).toBe(200);
    expect(((await after.json()) as ArticleList).items[0]!.id).toBe('mongo-news');
  });
});

describe('the seed command on MongoDB', () => {
  const command = fileURLToPath(new URL('../src/seed-command.ts', import.meta.url));
  const seedDir = fileURLToPath(new URL('./fixtures/seed', import.meta.url));
  const dbName = `${mongo.dbName}_seed`;
  const run = () =>
    promisify(execFile)(process.execPath, [command], {
      env: { ...process.env, MONGO_URL: mongo.url, MONGO_DB: dbName, CONTENT_SEED_DIR: seedDir, LOG_LEVEL: 'info' },
    });

  it('upserts the seed articles, and running it again leaves the same state', async () => {
    const first = await run();
    expect(first.stdout).toContain('"saved":["alpha","beta"]');
    const seeded = openMongo(dbName);
    try {
      const before = await seeded.publicArticles(new Date('2100-01-01T00:00:00Z'));
      await run();
      const after = await seeded.publicArticles(new Date('2100-01-01T00:00:00Z'));
      expect(after).toEqual(before);
      expect(await seeded.articleCount()).toBe(2);
      expect((await seeded.findVersion('article-alpha', 'fr', new Date()))?.article.id).toBe('alpha');
    } finally {
      await seeded.close();
    }
  });
});
