import { describe, expect, it } from 'vitest';
import { languageCodes, type SeoSettings } from '@portfolio/contracts';
import { draftWith } from './editorial-service.ts';
import { auditPath, kindsOf, useAuditSite } from './seo-audit-site.ts';

const seoPath = '/api/admin/content/seo';
const site = useAuditSite();
const { audit, findingsOn, publish } = site;

const describedWell = (lang: string) =>
  `The ${lang} version: how a small article is written, checked and published, with every field a search engine reads.`;

describe('the SEO audit', () => {
  it("finds an article's own problems, each sent to the editor, and drops each once fixed", async () => {
    const draft = draftWith([
      {
        slug: 'tiny',
        title: 'Tiny',
        excerpt: 'Short.',
        markdown:
          'Words of the body.\n\n![](https://images.example/a.png)\n\n' +
          '[a link](/blog/no-such-article) and [a file](/docs/missing.pdf)',
      },
    ]);
    const article = await publish(draft);
    const found = await findingsOn('/blog/tiny');
    expect(kindsOf(found)).toEqual([
      'title-too-short',
      'description-too-short',
      'missing-social-image',
      'image-without-alt',
      'broken-link',
      'broken-link',
      'missing-alternate',
    ]);
    expect(found.map((f) => f.detail.text).filter(Boolean)).toEqual([
      'Tiny',
      'Short.',
      'https://images.example/a.png',
      '/blog/no-such-article',
      '/docs/missing.pdf',
    ]);
    expect(found.find((f) => f.kind === 'missing-alternate')!.detail.languages).toEqual(
      languageCodes.filter((l) => l !== 'en'),
    );
    for (const finding of found) {
      expect(finding.fix).toEqual({ screen: 'editor', articleId: article.id });
      expect(finding.url).toBe('/blog/tiny');
    }

    // Fixed: texts of a good length, alt text, links to what exists, a cover, and a version in every language.
    const fixed = draftWith(
      languageCodes.map((lang) => ({
        lang,
        slug: lang === 'en' ? 'tiny' : `tiny-${lang}`,
        title: 'Tiny',
        excerpt: 'Short.',
        seoTitle: `Tiny articles, written and audited (${lang})`,
        seoDescription: describedWell(lang),
        markdown: 'Words.\n\n![A figure](https://images.example/a.png)\n\n[the blog](/blog) and [a file](/docs/cv.pdf)',
      })),
      { cover: { kind: 'static', src: '/blog/covers/audit.jpg', alt: 'A cover', width: 1200, height: 630 } },
    );
    await publish(fixed, article);
    expect(await findingsOn('/blog/tiny')).toEqual([]);
    expect(await findingsOn('/blog/tiny-fr', 'fr')).toEqual([]);
  });

  it('pairs articles sharing a title, until one changes it', async () => {
    const same = (slug: string) =>
      draftWith([{ slug, title: 'Two articles with one and the same title', seoDescription: describedWell(slug) }]);
    await publish(same('twin-one'));
    const two = await publish(same('twin-two'));
    const duplicate = (await findingsOn('/blog/twin-one')).filter((f) => f.kind === 'duplicate-title');
    expect(duplicate.map((f) => f.detail.pages)).toEqual([[{ path: '/blog/twin-two', lang: 'en' }]]);
    await publish(
      draftWith([
        { slug: 'twin-two', title: 'The second article, now with its own title', seoDescription: describedWell('b') },
      ]),
      two,
    );
    expect(kindsOf(await findingsOn('/blog/twin-one'))).not.toContain('duplicate-title');
  });

  it("finds the site's pages' problems, sent to the SEO settings, and drops them once the settings change back", async () => {
    const { settings } = await site.service.expectStatus<{ settings: SeoSettings }>(200, 'GET', seoPath);
    const shared = 'One description for two pages, which search engines then cannot tell apart from each other.';
    const override = (title: string) => ({ title, description: shared, image: null, noindex: false });
    await site.service.expectStatus(200, 'PUT', seoPath, {
      ...settings,
      pages: { ...settings.pages, games: { fr: override('J'.repeat(70)) }, blog: { fr: override('') } },
    });
    const games = await findingsOn('/games', 'fr');
    expect(games.find((f) => f.kind === 'title-too-long')).toMatchObject({
      url: '/games?lang=fr',
      fix: { screen: 'seo' },
    });
    expect(games.find((f) => f.kind === 'duplicate-description')!.detail.pages).toEqual([
      { path: '/blog', lang: 'fr' },
    ]);
    expect(kindsOf(await findingsOn('/blog', 'fr'))).toContain('duplicate-description');
    await site.service.expectStatus(200, 'PUT', seoPath, settings);
    const after = [...(await findingsOn('/games', 'fr')), ...(await findingsOn('/blog', 'fr'))];
    expect(kindsOf(after)).not.toContain('title-too-long');
    expect(kindsOf(after)).not.toContain('duplicate-description');
  });

  it('finds the pages robots.txt blocks, in each language, until robots.txt allows them again', async () => {
    const robots = (text: string) => site.service.expectStatus(200, 'PUT', '/api/admin/content/robots', { text });
    await robots('User-agent: *\nDisallow: /games\n');
    const report = await audit();
    const blocked = report.findings.filter((f) => f.kind === 'blocked-by-robots');
    expect(blocked.map((f) => f.url)).toEqual(
      languageCodes.map((lang) => (lang === 'en' ? '/games' : `/games?lang=${lang}`)),
    );
    expect(blocked[0]).toMatchObject({
      detail: { agent: '*', rule: 'Disallow: /games (line 2)' },
      fix: { screen: 'seo-management' },
    });
    await robots('User-agent: *\nAllow: /\n');
    expect(kindsOf((await audit()).findings)).not.toContain('blocked-by-robots');
  });

  it('skips a page a redirect takes, without counting a hit, and answers the administrator only', async () => {
    await publish(draftWith([{ slug: 'moved-away', title: 'An article a redirect now takes over entirely' }]));
    expect((await audit()).findings.some((f) => f.page === '/blog/moved-away')).toBe(true);
    const created = await site.service.expectStatus<{ id: string }>(201, 'POST', '/api/admin/content/redirects', {
      source: '/blog/moved-away',
      kind: 'permanent',
      target: '/blog',
    });
    expect((await audit()).findings.some((f) => f.page === '/blog/moved-away')).toBe(false);
    const list = await site.service.expectStatus<{ redirects: { id: string; hits: number }[] }>(
      200,
      'GET',
      '/api/admin/content/redirects',
    );
    expect(list.redirects.find((r) => r.id === created.id)!.hits).toBe(0);
    expect((await site.service.call('GET', auditPath, undefined, {})).status).toBe(401);
  });
});
