import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteContentAdmin, SiteContentAnswer } from '@portfolio/contracts';
import { parsePage } from './documents-service.ts';
import { startEditorial, type RunningEditorial } from './editorial-service.ts';

/** The crawler-readable home page (`/`) written from the published site content, per language. */
const admin = '/api/admin/content/site';
let service: RunningEditorial;
beforeAll(async () => {
  service = await startEditorial();
});
afterAll(() => service.stop());

const home = async (lang: string) => {
  const res = await service.get(`/?lang=${lang}`);
  expect(res.status).toBe(200);
  const html = await res.text();
  return { html, etag: res.headers.get('etag'), page: parsePage(html) };
};
const embedded = (html: string) => {
  const match = /<script type="application\/json" id="prerendered-site-content">(.*?)<\/script>/s.exec(html);
  return JSON.parse(match![1]!) as { endpoint: string; request: unknown; answer: SiteContentAnswer };
};

describe('the home page’s HTML', () => {
  it('carries every seeded section in its language, and the answer the SPA shows first', async () => {
    const { html } = await home('ja');
    const seeded = await service.expectStatus<SiteContentAdmin>(200, 'GET', admin);
    const ja = seeded.draft.languages.ja!;
    for (const text of [
      ja.hero!.greeting,
      ja.presentation!.paragraphs[2]!,
      ja.skills!.items[5]!.description,
      ja.tools!.groups[0]!.name,
      ja.companies!.items[5]!.role,
      ja.documentation!.items[2]!.title,
    ])
      expect(html).toContain(text);
    expect(html).toContain('<h1>Camille Laurent</h1>');
    const data = embedded(html);
    expect(data).toMatchObject({ endpoint: 'siteContent', request: { query: { lang: 'ja' } } });
    expect(data.answer.hero.greeting).toBe(ja.hero!.greeting);
    const resume = data.answer.documentation.items[0]!.file!;
    expect(html).toContain(`href="${resume.url}" download hreflang="en"`);
  });

  it('shows a French hero change once published, not while it is a draft', async () => {
    const before = await home('fr');
    const { draft } = await service.expectStatus<SiteContentAdmin>(200, 'GET', admin);
    const hero = { ...draft.languages.fr!.hero!, greeting: 'Salut & bienvenue, je suis' };
    await service.expectStatus(200, 'PATCH', `${admin}/draft/fr`, { hero, tools: null });
    const drafted = await home('fr');
    expect(drafted.etag).toBe(before.etag);
    expect(drafted.html).not.toContain('Salut &amp; bienvenue');

    await service.expectStatus(200, 'POST', `${admin}/publish`, { lang: 'fr' });
    const published = await home('fr');
    expect(published.etag).not.toBe(before.etag);
    expect(published.html).toContain('<p>Salut &amp; bienvenue, je suis</p>');
    // Tools fall back to English, marked as English for readers and search engines.
    expect(published.html).toContain('<section id="tools" lang="en"><h2>Tools</h2>');
    expect(embedded(published.html).answer.tools.lang).toBe('en');
    // Other languages are untouched.
    expect((await home('de')).html).not.toContain('Salut');
  });

  it('escapes what the administrator wrote, in the text and in the embedded answer', async () => {
    const { draft } = await service.expectStatus<SiteContentAdmin>(200, 'GET', admin);
    const hero = { ...draft.languages.it!.hero!, tagline: '</script><script>alert(1)</script><b>x</b>' };
    await service.expectStatus(200, 'PATCH', `${admin}/draft/it`, { hero });
    await service.expectStatus(200, 'POST', `${admin}/publish`, { lang: 'it' });
    const { html } = await home('it');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<b>x</b>');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(embedded(html).answer.hero.tagline).toBe(hero.tagline);
  });
});
