import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseDocument } from 'htmlparser2';
import { findAll } from 'domutils';
import { versionOf } from './fixtures/articles.ts';
import { parsePage, siteOrigin, useDocumentsService } from './documents-service.ts';

/**
 * An article whose every field an author (or a stolen admin session) filled with text that tries to leave its
 * place: closing a script, opening a comment, ending a CDATA section, quotes, line separators, characters XML
 * forbids, and links that try to run script or leave the site. Pages, feeds and sitemaps keep each one as text.
 */
const service = useDocumentsService();

const hostile = `</script><!-- ]]> "dq" 'sq' & <b>bold</b> \u2028\u2029 \u0008\ud800 --> <img src=x onerror=alert(1)>`;
const slug = 'hostile-everything';
const markdown = [
  `Opening ]]> words ${hostile}`,
  '',
  '## A heading ]]> with </script>',
  '',
  '[relative](/blog/grid-layouts) [protocol-relative](//evil.example/x) [script](javascript:alert(1))',
  '[data](data:text/html,<script>alert(1)</script>) [tab](jav\tascript:alert(1))',
  '',
  '<script>alert(1)</script><a href="javascript:alert(1)">raw</a>',
  '',
  '```html',
  '</script>]]><![CDATA[ <!--',
  '```',
  '',
  '![alt "q" </script> --> &lt;](/blog/figures/analytics-pipeline.svg "caption ]]> </script>")',
].join('\n');

beforeAll(async () => {
  const version = {
    ...versionOf({ lang: 'en', slug, title: hostile, excerpt: `Excerpt ${hostile}`, markdown }),
    keywords: [hostile, 'plain'],
    seoTitle: hostile.slice(0, 60),
    seoDescription: `Description ${hostile}`,
    cover: { src: '/blog/covers/hostile.svg', alt: `Alt ${hostile}`, width: 1200, height: 630 },
  };
  await service.store.saveArticle({
    id: 'hostile-everything',
    tags: ['react'],
    status: 'published',
    publishedAt: new Date('2026-03-05T09:00:00Z'),
    updatedAt: new Date('2026-03-05T09:00:00Z'),
    versions: [version],
  });
});

const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', cdataPropName: '#cdata' });
const scriptsIn = (html: string) =>
  findAll((el) => el.name === 'script' || /^on/i.test(Object.keys(el.attribs).join(' ')), parseDocument(html).children);
const hrefsIn = (html: string) =>
  findAll((el) => el.name === 'a' || el.name === 'img', parseDocument(html).children).map(
    (el) => el.attribs.href ?? el.attribs.src ?? '',
  );
/** The text as stored: UTF-8 has no lone surrogate, so every store keeps U+FFFD in its place. */
const stored = (text: string) => text.toWellFormed();
/** What survives of the hostile text where XML forbids some of its characters. */
const xmlSafe = stored(hostile).replaceAll('\u0008', '');

describe('hostile article fields', () => {
  it('stay text in the page: head tags, JSON-LD and the prerendered content', async () => {
    const res = await fetch(service.url(`/blog/${slug}`));
    expect(res.status).toBe(200);
    const html = await res.text();
    const page = parsePage(html);
    expect(page.title()).toBe(stored(hostile.slice(0, 60)));
    expect(page.meta('description')).toBe(stored(`Description ${hostile}`));
    expect(page.meta('og:image:alt')).toBe(stored(`Alt ${hostile}`));
    // The SPA's own scripts (by src), the JSON-LD blocks and the prerendered data: nothing an article added.
    const inline = page.scripts().filter((el) => !el.attribs.src);
    expect(inline.map((el) => el.attribs.type)).toEqual([
      ...inline.slice(0, -1).map(() => 'application/ld+json'),
      'application/json',
    ]);
    expect(findAll((el) => /^on/i.test(Object.keys(el.attribs).join(' ')), page.document.children)).toEqual([]);
    const posting = page.structuredData().find((item) => item['@type'] === 'BlogPosting')!;
    expect(posting.headline).toBe(stored(hostile));
    const prerendered = page.prerendered()!;
    for (const href of page.links(prerendered)) expect(href ?? '').not.toMatch(/^\s*(javascript|data):/i);
  });

  it('stay text in both feeds: well-formed XML, one entry, its HTML without script and with absolute links', async () => {
    for (const kind of ['rss', 'atom'] as const) {
      const text = await (await fetch(service.url(`/feeds/en/${kind}.xml`))).text();
      expect(XMLValidator.validate(text), kind).toBe(true);
      const doc = xml.parse(text) as Record<string, Record<string, unknown>>;
      const entries = (kind === 'rss' ? (doc.rss!.channel as Record<string, unknown>).item : doc.feed!.entry) as {
        title: string;
        'content:encoded'?: { '#cdata': string };
        content?: { '#text': string };
      }[];
      const entry = entries.find((e) => String(e.title).includes('onerror'))!;
      expect(entry, kind).toBeDefined();
      const body = kind === 'rss' ? entry['content:encoded']!['#cdata'] : entry.content!['#text'];
      expect(scriptsIn(body), kind).toEqual([]);
      const links = hrefsIn(body);
      expect(links, kind).toContain(`${siteOrigin}/blog/grid-layouts`);
      expect(links, kind).toContain(`${siteOrigin}/blog/figures/analytics-pipeline.svg`);
      // A section link goes to the section in the article, not in the feed a reader resolves it against.
      expect(links, kind).toContain(`${siteOrigin}/blog/${slug}#a-heading-with-script`);
      for (const link of links) expect(link, kind).toMatch(/^(https:\/\/portfolio\.example\/|$)/);
    }
  });

  it('feeds keep the title whole but for the characters XML forbids', async () => {
    const text = await (await fetch(service.url('/feeds/en/rss.xml'))).text();
    const titles = (
      (xml.parse(text) as { rss: { channel: { item: { title: string }[] } } }).rss.channel.item ?? []
    ).map((item) => item.title);
    expect(titles).toContain(xmlSafe);
  });

  it('leave the sitemaps well-formed', async () => {
    for (const path of ['/sitemap.xml', '/sitemaps/pages.xml', '/sitemaps/articles.xml']) {
      const text = await (await fetch(service.url(path))).text();
      expect(XMLValidator.validate(text), path).toBe(true);
    }
    expect(await (await fetch(service.url('/sitemaps/articles.xml'))).text()).toContain(`${siteOrigin}/blog/${slug}`);
  });
});
