import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminArticle, ArticleDetail, ArticleList } from '@portfolio/contracts';
import { openSqliteMediaStore } from '../src/stores/sqlite/media-store.ts';
import { articlesPath, draftWith, errorOf, startEditorial, type RunningEditorial } from './editorial-service.ts';
import { mediaRecord } from './media-records.ts';

let service: RunningEditorial;
beforeAll(async () => {
  service = await startEditorial({ seeded: true });
});
afterAll(() => service.stop());

const json = async <T>(res: Response | Promise<Response>) => (await (await res).json()) as T;
const publicSlugs = async (lang = 'en') =>
  (await json<ArticleList>(service.get(`/api/content/articles?lang=${lang}&perPage=24`))).items.map((i) => i.slug);
const text = async (path: string) => (await service.get(path)).text();

async function sitemapArticles() {
  return text('/sitemaps/articles.xml');
}

describe('publishing', () => {
  it('refuses a draft that cannot be published (422), naming every problem', async () => {
    const article = await service.create('');
    const saved = await service.saved(
      article,
      draftWith([
        { title: '', markdown: ' ' },
        { lang: 'fr', title: 'Titre', markdown: '' },
      ]),
    );
    const res = await service.act(saved, 'publish');
    expect(res.status).toBe(422);
    const body = await errorOf(res);
    expect(body.code).toBe('not_publishable');
    // (The empty slugs are made from the titles, or the id: not a problem of their own.)
    expect(body.details!.map((d) => d.path)).toEqual([
      'versions.0.title',
      'versions.0.markdown',
      'versions.1.markdown',
    ]);
    // Nothing went public, and the draft is as it was.
    expect((await service.expectStatus<AdminArticle>(200, 'GET', `${articlesPath}/${article.id}`)).revision).toBe(
      saved.revision,
    );
  });

  it('makes an article public at once: the API, the crawler page, the feeds and the sitemap; not before', async () => {
    const article = await service.create('Fresh news from the editor');
    const saved = await service.saved(
      article,
      draftWith([
        { title: 'Fresh news from the editor', markdown: '## Fresh heading\n\nFresh body words.' },
        { lang: 'fr', title: 'Des nouvelles fraîches', markdown: 'Des mots.' },
      ]),
    );
    // A draft is nowhere public, even once the caches have answered.
    expect(await publicSlugs()).not.toContain('fresh-news-from-the-editor');
    expect((await service.get('/blog/fresh-news-from-the-editor')).status).toBe(404);
    expect(await text('/feeds/en/rss.xml')).not.toContain('Fresh news from the editor');
    expect(await sitemapArticles()).not.toContain('fresh-news-from-the-editor');

    const published = await json<AdminArticle>(service.act(saved, 'publish'));
    expect(published).toMatchObject({
      status: 'published',
      liveRevision: saved.revision + 1,
      unpublishedChanges: false,
    });
    expect(published.publishedAt).toBe(service.clock.now().toISOString());
    // Slugs made from the titles.
    expect(published.versions.map((v) => v.slug)).toEqual(['fresh-news-from-the-editor', 'des-nouvelles-fraiches']);

    expect(await publicSlugs()).toContain('fresh-news-from-the-editor');
    const detail = await json<ArticleDetail>(service.get('/api/content/articles/des-nouvelles-fraiches?lang=fr'));
    expect(detail.title).toBe('Des nouvelles fraîches');
    const page = await service.get('/blog/fresh-news-from-the-editor');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Fresh heading');
    expect(await text('/feeds/en/rss.xml')).toContain('Fresh news from the editor');
    expect(await text('/feeds/fr/atom.xml')).toContain('Des nouvelles fraîches');
    expect(await sitemapArticles()).toContain('fresh-news-from-the-editor');
  });

  it('leaves the public page as it is when the published article is edited, until it is published again', async () => {
    const article = await service.create('Stable title');
    const draft = draftWith([{ title: 'Stable title', markdown: 'The published words.' }]);
    const published = await json<AdminArticle>(service.act(await service.saved(article, draft), 'publish'));
    const firstDate = published.publishedAt;
    const edited = await service.saved(
      published,
      draftWith([{ title: 'Stable title', slug: 'stable-title', markdown: 'Unpublished words.' }]),
    );
    expect(edited).toMatchObject({ status: 'published', unpublishedChanges: true });
    expect(await text('/blog/stable-title')).toContain('The published words.');
    expect(await text('/blog/stable-title')).not.toContain('Unpublished words.');
    service.clock.advance(3_600_000);
    const again = await json<AdminArticle>(service.act(edited, 'publish'));
    expect(again).toMatchObject({ unpublishedChanges: false, publishedAt: firstDate });
    expect(again.updatedAt).not.toBe(published.updatedAt);
    expect(await text('/blog/stable-title')).toContain('Unpublished words.');
    const history = await json<{ items: { kind: string }[] }>(
      service.call('GET', `${articlesPath}/${article.id}/history`),
    );
    expect(history.items.filter((e) => e.kind === 'publish')).toHaveLength(2);
  });

  it('redirects a published slug that changed: the API address and the crawler page answer 301', async () => {
    const article = await service.create('Old name');
    const first = await json<AdminArticle>(
      service.act(
        await service.saved(
          article,
          draftWith([
            { title: 'Old name', slug: 'old-name' },
            { lang: 'ja', title: '古い', slug: '古い名前' },
          ]),
        ),
        'publish',
      ),
    );
    const renamed = await service.saved(
      first,
      draftWith([
        { title: 'New name', slug: 'new-name' },
        { lang: 'ja', title: '新しい', slug: '新しい名前' },
      ]),
    );
    // Not yet: the old slug is still the public one.
    expect((await service.get('/api/content/articles/old-name')).status).toBe(200);
    const published = await json<AdminArticle>(service.act(renamed, 'publish'));
    expect(published.versions[0]!.formerSlugs).toEqual(['old-name']);

    const api = await service.get('/api/content/articles/old-name');
    expect(api.status).toBe(301);
    expect(api.headers.get('location')).toBe('/api/content/articles/new-name');
    const page = await service.get('/blog/old-name');
    expect(page.status).toBe(301);
    expect(page.headers.get('location')).toBe('/blog/new-name');
    const japanese = await service.get(`/blog/${encodeURIComponent('古い名前')}?lang=ja`);
    expect(japanese.status).toBe(301);
    expect(japanese.headers.get('location')).toBe(`/blog/${encodeURIComponent('新しい名前')}?lang=ja`);
    const apiJa = await service.get(`/api/content/articles/${encodeURIComponent('古い名前')}`);
    expect(apiJa.headers.get('location')).toBe(`/api/content/articles/${encodeURIComponent('新しい名前')}`);

    // Another article may take the old slug: it is then its page, and no longer a redirect.
    const other = await service.create('Old name again');
    const taken = await json<AdminArticle>(
      service.act(await service.saved(other, draftWith([{ title: 'Old name again', slug: 'old-name' }])), 'publish'),
    );
    expect(taken.versions[0]!.slug).toBe('old-name');
    expect((await service.get('/api/content/articles/old-name')).status).toBe(200);
    expect((await service.get('/blog/old-name')).status).toBe(200);
  });

  it('keeps made slugs unique per language', async () => {
    const one = await service.create('Same title');
    await service.act(await service.saved(one, draftWith([{ title: 'Same title' }])), 'publish');
    const two = await service.create('Same title');
    const second = await json<AdminArticle>(
      service.act(await service.saved(two, draftWith([{ title: 'Same title' }])), 'publish'),
    );
    expect(second.versions[0]!.slug).toBe('same-title-2');
  });
});

describe('media images', () => {
  it('refuses images without alt text in a language that shows them, then renders them as pictures', async () => {
    const media = openSqliteMediaStore(join(service.dataDir, 'content.sqlite'));
    try {
      await media.insert(mediaRecord('photo1', { alt: { en: 'A photo' } }));
      const article = await service.create('With pictures');
      const markdown = 'Look:\n\n![](/media/photo1/640.jpeg)';
      const saved = await service.saved(
        article,
        draftWith(
          [
            { title: 'With pictures', markdown },
            { lang: 'fr', title: 'Avec images', markdown },
          ],
          { cover: { kind: 'media', mediaId: 'photo1' } },
        ),
      );
      const refused = await service.act(saved, 'publish');
      expect(refused.status).toBe(422);
      expect((await errorOf(refused)).details).toEqual([
        { path: 'cover', message: 'the image photo1 has no alt text in fr' },
        { path: 'versions.1.markdown', message: 'the image photo1 has no alt text in fr' },
      ]);
      await media.update('photo1', { alt: { en: 'A photo', fr: 'Une photo' } });
      await json<AdminArticle>(service.act(saved, 'publish'));
      const detail = await json<ArticleDetail>(service.get('/api/content/articles/avec-images?lang=fr'));
      expect(detail.html).toContain('<picture>');
      expect(detail.html).toContain('alt="Une photo"');
      expect(detail.cover).toMatchObject({ alt: 'Une photo', srcset: expect.stringContaining('/media/photo1/') });
      const preview = await json<{ html: string }>(
        service.call('POST', '/api/admin/content/preview', { lang: 'en', markdown }),
      );
      expect(preview.html).toContain('alt="A photo"');
    } finally {
      await media.close();
    }
  });
});

describe('unpublish and the trash', () => {
  it('unpublishes, trashes, brings back and empties the trash, the public pages following at once', async () => {
    const article = await service.create('Short lived');
    const published = await json<AdminArticle>(
      service.act(await service.saved(article, draftWith([{ title: 'Short lived' }])), 'publish'),
    );
    expect(await publicSlugs()).toContain('short-lived');
    const unpublished = await json<AdminArticle>(service.act(published, 'unpublish'));
    expect(unpublished).toMatchObject({ status: 'draft', liveRevision: null });
    expect(await publicSlugs()).not.toContain('short-lived');
    expect((await service.get('/blog/short-lived')).status).toBe(404);
    expect(await text('/feeds/en/rss.xml')).not.toContain('Short lived');

    const republished = await json<AdminArticle>(service.act(unpublished, 'publish'));
    expect(await publicSlugs()).toContain('short-lived');
    const trashed = await json<AdminArticle>(service.call('DELETE', `${articlesPath}/${article.id}`));
    expect(trashed.deletedAt).not.toBeNull();
    expect(trashed.status).toBe('draft');
    expect(await publicSlugs()).not.toContain('short-lived');
    // In the trash, not in the list; its slug is free; a save is refused.
    const list = await json<{ items: { id: string }[] }>(service.call('GET', articlesPath));
    expect(list.items.map((i) => i.id)).not.toContain(article.id);
    const inTrash = await json<{ items: { id: string }[] }>(service.call('GET', `${articlesPath}?trash=true`));
    expect(inTrash.items.map((i) => i.id)).toContain(article.id);
    expect((await service.save(trashed, draftWith([{ title: 'x' }]))).status).toBe(409);
    const squatter = await service.create('Squatter');
    await service.saved(squatter, draftWith([{ title: 'Squatter', slug: 'short-lived' }]));

    const back = await json<AdminArticle>(service.call('POST', `${articlesPath}/${article.id}/untrash`));
    expect(back).toMatchObject({ deletedAt: null, status: 'draft' });
    // Its slug went to another article meanwhile: it comes back without one.
    expect(back.versions[0]!.slug).toBe('');
    expect(republished.status).toBe('published');

    await json<AdminArticle>(service.call('DELETE', `${articlesPath}/${article.id}`));
    const emptied = await service.call('DELETE', '/api/admin/content/trash');
    expect(emptied.status).toBe(204);
    expect((await service.call('GET', `${articlesPath}/${article.id}`)).status).toBe(404);
    expect((await service.call('GET', `${articlesPath}/${article.id}/history`)).status).toBe(404);
    const none = await json<{ items: unknown[] }>(service.call('GET', `${articlesPath}?trash=true`));
    expect(none.items).toEqual([]);
  });
});
