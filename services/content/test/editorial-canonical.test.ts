import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminArticle, ArticleDetail } from '@portfolio/contracts';
import { draftWith, startEditorial, type RunningEditorial } from './editorial-service.ts';

let service: RunningEditorial;
beforeAll(async () => {
  service = await startEditorial();
});
afterAll(() => service.stop());

const original = 'https://original.example/posts/grid-layouts?ref=feed&x=1';
const own = 'https://portfolio.example/blog/grid-layouts-republished';

/** The page's canonical link and og:url, as a crawler reads them. */
async function pageHead(path: string) {
  const html = await (await service.get(path)).text();
  return {
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    ogUrl: /<meta property="og:url" content="([^"]*)"/.exec(html)?.[1],
  };
}

const detail = async (slug: string) =>
  (await (await service.get(`/api/content/articles/${slug}`)).json()) as ArticleDetail;

describe("a version's canonical address", () => {
  it('goes public with the article: the API, and the page head names it while og:url stays ours', async () => {
    const article = await service.create('Grid layouts republished');
    const saved = await service.saved(
      article,
      draftWith([
        { title: 'Grid layouts republished', canonicalUrl: original },
        { lang: 'fr', title: 'Grilles' },
      ]),
    );
    // A draft's canonical address is the editor's alone until it is published.
    expect(saved.versions[0]!.canonicalUrl).toBe(original);
    const published = (await (await service.act(saved, 'publish')).json()) as AdminArticle;
    expect(published.status).toBe('published');

    expect((await detail('grid-layouts-republished')).canonicalUrl).toBe(original);
    // The other language has none of its own: its canonical address is its own page.
    expect(await detail('grilles')).not.toHaveProperty('canonicalUrl');
    expect(await pageHead('/blog/grid-layouts-republished')).toEqual({
      canonical: original.replaceAll('&', '&amp;'),
      ogUrl: own,
    });
    expect(await pageHead('/blog/grilles')).toEqual({
      canonical: 'https://portfolio.example/blog/grilles',
      ogUrl: 'https://portfolio.example/blog/grilles',
    });

    // Emptied and published again: our own address is canonical again.
    const emptied = await service.saved(
      published,
      draftWith([
        { title: 'Grid layouts republished', canonicalUrl: '' },
        { lang: 'fr', title: 'Grilles' },
      ]),
    );
    // Not public before it is published again.
    expect((await detail('grid-layouts-republished')).canonicalUrl).toBe(original);
    expect(emptied.unpublishedChanges).toBe(true);
    expect((await service.act(emptied, 'publish')).status).toBe(200);
    expect(await detail('grid-layouts-republished')).not.toHaveProperty('canonicalUrl');
    expect(await pageHead('/blog/grid-layouts-republished')).toEqual({ canonical: own, ogUrl: own });
  });

  it('is kept as URL writes it (an internationalised host, pasted controls encoded), never with credentials', async () => {
    const article = await service.create('Статья');
    const pasted = 'https://Пример.рф/статья?q="<b>"\u202e\u0000';
    const saved = await service.saved(article, draftWith([{ lang: 'ru', title: 'Статья', canonicalUrl: pasted }]));
    const written = 'https://xn--e1afmkfd.xn--p1ai/%D1%81%D1%82%D0%B0%D1%82%D1%8C%D1%8F?q=%22%3Cb%3E%22%E2%80%AE';
    expect(saved.versions[0]!.canonicalUrl).toBe(written);
    expect((await service.act(saved, 'publish')).status).toBe(200);
    expect((await pageHead('/blog/статья')).canonical).toBe(written);
    for (const refused of [
      'https://user:secret@original.example/',
      'https://localhost/',
      'https://10.0.0.1/',
      'javascript:alert(1)',
      'https://a..example/',
    ]) {
      const res = await service.save(saved, draftWith([{ lang: 'ru', canonicalUrl: refused }]));
      expect(res.status, refused).toBe(400);
    }
  });
});
