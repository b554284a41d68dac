import { describe, expect, it } from 'vitest';
import { languageCodes, parseRobots, type VisitedPathStatus } from '@portfolio/contracts';
import { duplicateFindings, pageFindings, type AuditedPage } from '../src/seo-audit/audit-findings.ts';
import { pageFacts } from '../src/seo-audit/page-facts.ts';

const origin = 'https://portfolio.example';
const alternates = languageCodes
  .map((lang) => `<link rel="alternate" hreflang="${lang}" href="${origin}/games?lang=${lang}" />`)
  .join('');
const goodTitle = 'Games to play in the browser, made by hand';
const goodDescription =
  'Small games written for the browser: play them here, read how they were made, and see the code behind each one.';

/** A crawler page as the renderer writes it: head tags, then the content block beside the SPA's root. */
const pageHtml = (head: string, content: string) =>
  `<!doctype html><html lang="en"><head><link rel="icon" href="/favicon.svg" />${head}</head><body>` +
  `<div id="prerendered"><main>${content}</main></div><div id="root"><img src="/outside.png"><a href="/outside">x</a></div></body></html>`;

const complete = (head = '', content = '') =>
  pageHtml(
    `<title>${goodTitle}</title><meta name="description" content="${goodDescription}" />` +
      `<meta property="og:image" content="${origin}/media/abc/1200.jpg" />${alternates}${head}`,
    content,
  );

const knowledge = (targets: Record<string, VisitedPathStatus> = {}, robots = '') => ({
  targets: new Map(Object.entries(targets)),
  robots: parseRobots(robots),
  coverOwners: new Map([['/blog/covers/grid.jpg', 'grid-article']]),
  origin,
});

const sitePage = (html: string, url = '/games?lang=en'): AuditedPage => ({
  path: '/games',
  lang: 'en',
  url,
  owner: { kind: 'site' },
  facts: pageFacts(html),
});

const kinds = (html: string, targets: Record<string, VisitedPathStatus> = {}, robots = '') =>
  pageFindings(sitePage(html), knowledge(targets, robots)).map((f) => f.kind);

describe('a page as the audit reads it', () => {
  it("takes the head's texts and image, and the content block's images and links only", () => {
    const facts = pageFacts(
      complete('', '<p>Hi &amp; bye <a href="/blog">blog</a></p><picture><img src="/a.png" alt=""></picture><br>'),
    );
    expect(facts).toMatchObject({
      title: goodTitle,
      description: goodDescription,
      image: `${origin}/media/abc/1200.jpg`,
      noindex: false,
      images: [{ src: '/a.png', alt: '' }],
      links: ['/blog'],
    });
    expect(facts.alternates).toHaveLength(10);
  });

  it('finds nothing wrong with a complete page', () => {
    expect(kinds(complete())).toEqual([]);
  });

  it('finds a missing title, description and social image, each fixed in the SEO settings', () => {
    const findings = pageFindings(sitePage(pageHtml(alternates, '')), knowledge());
    expect(findings.map((f) => [f.kind, f.fix])).toEqual([
      ['missing-title', { screen: 'seo' }],
      ['missing-description', { screen: 'seo' }],
      ['missing-social-image', { screen: 'seo' }],
    ]);
  });

  it('measures lengths in characters, against the advice', () => {
    const short = pageHtml(`<title>Games</title><meta name="description" content="Play." />${alternates}`, '');
    expect(kinds(short)).toEqual(['title-too-short', 'description-too-short', 'missing-social-image']);
    const long = pageHtml(
      `<title>${'ゲーム'.repeat(21)}</title><meta name="description" content="${'x'.repeat(156)}" />${alternates}`,
      '',
    );
    const findings = pageFindings(sitePage(long), knowledge());
    expect(findings[0]).toMatchObject({ kind: 'title-too-long', detail: { length: 63, limit: { min: 30, max: 60 } } });
    expect(findings[1]).toMatchObject({ kind: 'description-too-long', detail: { length: 156 } });
  });

  it('sends an image without alt text to the media library, the cover to its article, others to the content', () => {
    const html = complete(
      '',
      '<img src="/media/m1/640.webp"><img src="/blog/covers/grid.jpg" alt=" "><img src="https://cdn.example/x.png">',
    );
    expect(pageFindings(sitePage(html), knowledge()).map((f) => f.fix)).toEqual([
      { screen: 'media', mediaId: 'm1' },
      { screen: 'editor', articleId: 'grid-article' },
      { screen: 'content' },
    ]);
  });

  it('reports an internal link or image that resolves to nothing, once each, and never another site', () => {
    const html = complete(
      '',
      '<a href="/gone">a</a><a href="/gone">b</a><a href="https://elsewhere.example/gone">c</a>',
    );
    const findings = pageFindings(sitePage(html), knowledge({ '/gone': 'not-found' }));
    expect(findings.map((f) => [f.kind, f.detail.text])).toEqual([['broken-link', '/gone']]);
    expect(kinds(html, { '/gone': 'redirect' })).toEqual([]);
    const [social] = pageFindings(sitePage(complete()), knowledge({ '/media/abc/1200.jpg': 'not-found' }));
    expect(social).toMatchObject({ kind: 'broken-link', detail: { text: `${origin}/media/abc/1200.jpg` } });
  });

  it('checks a page that asks not to be indexed for alt text and links only, and pairs it with no other', () => {
    const html = pageHtml(
      '<title>Games</title><meta name="robots" content="noindex" />',
      '<img src="/media/m1/640.webp"><a href="/gone">x</a>',
    );
    expect(kinds(html, { '/gone': 'not-found' }, 'User-agent: *\nDisallow: /')).toEqual([
      'image-without-alt',
      'broken-link',
    ]);
    const hidden = sitePage(html);
    expect(duplicateFindings([hidden, { ...hidden, path: '/blog' }])).toEqual([]);
  });

  it('names the languages a page has no alternate for', () => {
    const html = complete().replace(/<link rel="alternate" hreflang="(?:fr|ar)"[^>]*>/g, '');
    const [finding] = pageFindings(sitePage(html), knowledge());
    expect(finding).toMatchObject({ kind: 'missing-alternate', detail: { languages: ['fr', 'ar'] } });
  });

  it('reports a page robots.txt keeps a crawler from, with the deciding rule, its query included', () => {
    expect(kinds(complete(), {}, 'User-agent: *\nDisallow: /blog')).toEqual([]);
    const [finding] = pageFindings(
      sitePage(complete(), '/games?lang=fr'),
      knowledge({}, 'User-agent: *\nAllow: /\n\nUser-agent: Googlebot\nDisallow: /*lang=fr'),
    );
    expect(finding).toMatchObject({
      kind: 'blocked-by-robots',
      detail: { agent: 'Googlebot', rule: 'Disallow: /*lang=fr (line 5)' },
      fix: { screen: 'seo-management' },
    });
  });

  it('pairs pages sharing a title or a description, each naming the others', () => {
    const one = sitePage(complete());
    const two: AuditedPage = { ...sitePage(complete()), path: '/blog/x', owner: { kind: 'article', articleId: 'x1' } };
    const three = sitePage(complete().replace(goodTitle, 'Another title for another page entirely'));
    const found = duplicateFindings([one, two, three]);
    expect(found.filter((f) => f.kind === 'duplicate-title').map((f) => [f.page, f.detail.pages, f.fix])).toEqual([
      ['/games', [{ path: '/blog/x', lang: 'en' }], { screen: 'seo' }],
      ['/blog/x', [{ path: '/games', lang: 'en' }], { screen: 'editor', articleId: 'x1' }],
    ]);
    expect(found.filter((f) => f.kind === 'duplicate-description')).toHaveLength(3);
    // The same page in two languages is one page: no duplicate.
    const french: AuditedPage = { ...one, lang: 'fr', url: '/games?lang=fr' };
    expect(duplicateFindings([one, french])).toEqual([]);
  });
});
