import type { SeoAuditFinding } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { detailWords, findingsByKind, fixLink } from './audit-findings';

const finding = (over: Partial<SeoAuditFinding>): SeoAuditFinding => ({
  kind: 'missing-title',
  page: '/',
  lang: 'en',
  url: '/',
  detail: {},
  fix: { screen: 'seo' },
  ...over,
});
const names: Record<string, string> = { en: 'English', fr: 'French', de: 'German' };
const language = (code: string) => names[code] ?? code;

describe('audit findings', () => {
  it('are grouped by kind in the contract’s order, whatever the order they come in, each group in its own order', () => {
    const a = finding({ kind: 'broken-link', page: '/blog/a' });
    const b = finding({ kind: 'missing-title', page: '/games' });
    const c = finding({ kind: 'broken-link', page: '/blog/b' });
    const groups = findingsByKind([a, b, c]);
    expect(groups.map(([kind, list]) => [kind, list.map((f) => f.page)])).toEqual([
      ['missing-title', ['/games']],
      ['broken-link', ['/blog/a', '/blog/b']],
    ]);
    expect(findingsByKind([])).toEqual([]);
  });

  it('link to the screen that fixes each: the article in the editor, the image opened in the library, robots.txt', () => {
    const link = (over: Partial<SeoAuditFinding>) => fixLink(finding(over));
    expect(link({ fix: { screen: 'content' } })).toEqual({ href: '/admin/content', label: 'content' });
    expect(link({ fix: { screen: 'seo' } })).toEqual({ href: '/admin/seo', label: 'seo' });
    expect(link({ fix: { screen: 'editor', articleId: 'a/b' } })).toEqual({
      href: '/admin/blog/edit/a%2Fb',
      label: 'editor',
    });
    expect(link({ fix: { screen: 'media', mediaId: 'm 1' } })).toEqual({
      href: '/admin/images?image=m+1',
      label: 'media',
    });
    expect(link({ kind: 'blocked-by-robots', fix: { screen: 'seo-management' } })).toEqual({
      href: '/admin/seo-management?view=robots',
      label: 'robots',
    });
    expect(link({ kind: 'missing-alternate', fix: { screen: 'seo-management' } })).toEqual({
      href: '/admin/seo-management',
      label: 'seo-management',
    });
  });

  it('word each detail the server gives: the text, its length against the limits, shared pages, languages, the rule', () => {
    expect(
      detailWords(
        finding({ kind: 'title-too-long', detail: { text: 'A title', length: 72, limit: { min: 30, max: 60 } } }),
        language,
      ),
    ).toEqual([
      { key: 'text', values: { text: 'A title' } },
      { key: 'length', values: { length: 72, min: 30, max: 60 } },
    ]);
    expect(
      detailWords(
        finding({ kind: 'duplicate-title', detail: { text: 'Same', pages: [{ path: '/blog', lang: 'fr' }] } }),
        language,
      ),
    ).toEqual([
      { key: 'text', values: { text: 'Same' } },
      { key: 'sharedWith', values: { pages: '/blog (French)' } },
    ]);
    expect(detailWords(finding({ kind: 'image-without-alt', detail: { text: '/media/x/a.webp' } }), language)).toEqual([
      { key: 'image', values: { text: '/media/x/a.webp' } },
    ]);
    expect(detailWords(finding({ kind: 'broken-link', detail: { text: '/nowhere' } }), language)).toEqual([
      { key: 'link', values: { text: '/nowhere' } },
    ]);
    expect(detailWords(finding({ kind: 'missing-alternate', detail: { languages: ['fr', 'de'] } }), language)).toEqual([
      { key: 'languages', values: { languages: 'French, German' } },
    ]);
    expect(
      detailWords(finding({ kind: 'blocked-by-robots', detail: { agent: '*', rule: 'Disallow: /games' } }), language),
    ).toEqual([{ key: 'robots', values: { agent: '*', rule: 'Disallow: /games' } }]);
    expect(detailWords(finding({ kind: 'missing-social-image' }), language)).toEqual([]);
  });
});
