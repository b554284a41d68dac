import { editorialLimits, type ArticleDetail, type ArticleDraft, type VersionDraft } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { articleContent } from '../src/documents/page-content.ts';
import { renderMarkdown } from '../src/markdown/index.ts';
import { coverFor, imageProblems, mediaIdsIn, mediaIdsOf, usageOf } from '../src/media/article-images.ts';
import { articleImageSizes } from '../src/media/variant-files.ts';
import type { EditorialArticle } from '../src/stores/editorial-port.ts';
import { editorialArticle } from './editorial-fixtures.ts';
import { mediaRecord } from './media-records.ts';
import { elementsOf, violationsOf } from './sanitiser-check.ts';

const version = (lang: VersionDraft['lang'], markdown: string, title = `Title ${lang}`): VersionDraft => ({
  lang,
  slug: '',
  title,
  excerpt: '',
  markdown,
  keywords: [],
  seoTitle: '',
  seoDescription: '',
  canonicalUrl: '',
});

const draft = (cover: ArticleDraft['cover'], ...versions: VersionDraft[]): ArticleDraft => ({
  sourceLang: versions[0]!.lang,
  tags: [],
  cover,
  versions,
});

function article(id: string, from: ArticleDraft): EditorialArticle {
  const at = new Date('2026-11-20T00:00:00.000Z');
  return editorialArticle(id, {
    ...from,
    versions: from.versions.map((v) => ({ ...v, editedAt: at, sourceHash: '', formerSlugs: [] })),
    createdAt: at,
    updatedAt: at,
  });
}

describe('the media an article uses', () => {
  it('finds /media/{id}/ at the start of an address, in images, links and references, once each', () => {
    const markdown = [
      '![a](/media/img_1/640.webp) and [b](/media/doc-2/1280.jpg "x")',
      '[ref]: /media/img_1/320.avif',
      '<https://example.com/media/nope/1.jpg> /docs/media/nope2/x /media/ /media/bad!/ /media/no-slash',
      `/media/${'x'.repeat(65)}/1.jpg`,
    ].join('\n\n');
    expect(mediaIdsIn(markdown)).toEqual(['img_1', 'doc-2']);
    expect(
      mediaIdsOf(
        draft({ kind: 'media', mediaId: 'cov' }, version('en', markdown), version('fr', '![](/media/fr1/1.jpg)')),
      ),
    ).toEqual(['cov', 'img_1', 'doc-2', 'fr1']);
    expect(
      mediaIdsOf(
        draft({ kind: 'static', src: '/blog/covers/a.svg', alt: 'A', width: 1, height: 1 }, version('en', 'text')),
      ),
    ).toEqual([]);
  });

  it('reads Markdown in time linear in its length, on the longest the contract allows', () => {
    // Every mention is a near-miss: an id of 64 characters then no slash, the most a mention can make it read.
    const text = (n: number) => ('/media/' + 'a'.repeat(64) + ' ').repeat(Math.ceil(n / 72)).slice(0, n);
    const fastest = (input: string) =>
      Math.max(
        1,
        Math.min(
          ...[1, 2, 3].map(() => {
            const start = performance.now();
            mediaIdsIn(input);
            return performance.now() - start;
          }),
        ),
      );
    const [small, large] = [text(100_000), text(editorialLimits.markdownLength)];
    expect(mediaIdsIn(large)).toEqual([]);
    // Four times the text, four times the work; quadratic work would take sixteen.
    expect(fastest(large) / fastest(small)).toBeLessThan(8);
  });

  it('names each missing image and each missing alt text with the field it is in', () => {
    const records = new Map([
      ['cov', mediaRecord('cov', { alt: { en: 'A cover' } })],
      ['body', mediaRecord('body', { alt: { en: 'Body', fr: ' ' } })],
    ]);
    const problems = imageProblems(
      draft(
        { kind: 'media', mediaId: 'cov' },
        version('en', '![](/media/body/1000.jpg) ![](/media/gone/1.jpg)'),
        version('fr', '![](/media/body/1000.jpg)'),
      ),
      records,
    );
    expect(problems).toEqual([
      { path: 'cover', message: 'the image cov has no alt text in fr' },
      { path: 'versions.0.markdown', message: 'the image gone is not in the media library' },
      { path: 'versions.1.markdown', message: 'the image body has no alt text in fr' },
    ]);
    expect(
      imageProblems(draft({ kind: 'media', mediaId: 'cov' }, version('en', '![](/media/body/1.jpg)')), records),
    ).toEqual([]);
    expect(imageProblems(draft({ kind: 'media', mediaId: 'other' }, version('en', '')), records)).toEqual([
      { path: 'cover', message: 'the image other is not in the media library' },
    ]);
  });

  it('lists every article whose cover or body shows an image, by language', () => {
    const articles = [
      article(
        'a1',
        draft({ kind: 'media', mediaId: 'm' }, version('en', 'no image'), version('de', '![](/media/m/1.jpg)')),
      ),
      article('a2', draft(null, version('fr', '', ''), version('en', '[file](/media/m/640.webp)', 'English'))),
      article('a3', draft(null, version('en', '![](/media/mm/1.jpg)'))),
    ];
    expect(usageOf(articles, 'm')).toEqual([
      { articleId: 'a1', title: 'Title en', place: 'cover' },
      { articleId: 'a1', title: 'Title en', place: 'body', lang: 'de' },
      { articleId: 'a2', title: 'English', place: 'body', lang: 'en' },
    ]);
    expect(usageOf(articles, 'none')).toEqual([]);
  });
});

describe('media images on the public pages', () => {
  const record = mediaRecord('pic_1', { width: 1000, height: 750, alt: { en: 'Library alt', fr: 'Texte' } });

  it('makes a cover of the fallback widest file, AVIF and WebP sources, srcset, placeholder and focal point', () => {
    const cover = coverFor(record, 'fr');
    expect(cover).toEqual({
      src: '/media/pic_1/1000.jpg',
      alt: 'Texte',
      width: 1000,
      height: 750,
      sources: [
        {
          type: 'image/avif',
          srcset:
            '/media/pic_1/320.avif 320w, /media/pic_1/640.avif 640w, /media/pic_1/960.avif 960w, /media/pic_1/1000.avif 1000w',
        },
        {
          type: 'image/webp',
          srcset:
            '/media/pic_1/320.webp 320w, /media/pic_1/640.webp 640w, /media/pic_1/960.webp 960w, /media/pic_1/1000.webp 1000w',
        },
      ],
      srcset:
        '/media/pic_1/320.jpg 320w, /media/pic_1/640.jpg 640w, /media/pic_1/960.jpg 960w, /media/pic_1/1000.jpg 1000w',
      placeholder: 'data:image/webp;base64,UklGRg==',
      focal: record.focal,
    });
    expect(coverFor(mediaRecord('p', { format: 'png', width: 320 }), 'en').src).toBe('/media/p/320.png');
  });

  it('renders a library image of the body as a <picture> the sanitiser keeps whole', () => {
    const images = new Map([['pic_1', record]]);
    const { html } = renderMarkdown(
      '![](/media/pic_1/1000.jpg)\n\n![Mine](/media/pic_1/640.jpg "Caption")',
      'en',
      images,
    );
    expect(violationsOf(html)).toEqual([]);
    const elements = elementsOf(html);
    const sources = elements.filter((e) => e.tag === 'source');
    expect(sources.map((s) => s.attrs.type)).toEqual(['image/avif', 'image/webp', 'image/avif', 'image/webp']);
    expect(sources[0]!.attrs.srcset).toBe(coverFor(record, 'en').sources![0]!.srcset);
    expect(sources.every((s) => s.attrs.sizes === articleImageSizes)).toBe(true);
    const imgs = elements.filter((e) => e.tag === 'img');
    expect(imgs[0]!.attrs).toEqual({
      src: '/media/pic_1/1000.jpg',
      srcset: coverFor(record, 'en').srcset,
      sizes: articleImageSizes,
      width: '1000',
      height: '750',
      alt: 'Library alt',
      loading: 'lazy',
      decoding: 'async',
    });
    expect(imgs[1]!.attrs.alt).toBe('Mine');
    expect(html).toContain('<figcaption>Caption</figcaption>');
    expect(elements.filter((e) => e.tag === 'picture')).toHaveLength(2);
  });

  it('leaves images it does not know, and every image without the library, a plain img', () => {
    const unknown = renderMarkdown('![x](/media/other/1.jpg)', 'en', new Map([['pic_1', record]])).html;
    expect(unknown).toBe('<p><img src="/media/other/1.jpg" alt="x" loading="lazy" decoding="async" /></p>\n');
    expect(renderMarkdown('![x](/media/pic_1/1.jpg)', 'en').html).not.toContain('<picture');
    expect(renderMarkdown('![x](/media/pic_1/1.jpg?a)', 'en', new Map([['pic_1', record]])).html).not.toContain(
      '<picture',
    );
  });

  it('shows a library cover on the crawler-readable article page as a <picture> with srcset and sizes', () => {
    const detail: ArticleDetail = {
      id: 'a1',
      lang: 'fr',
      slug: 'ciel',
      path: '/blog/ciel?lang=fr',
      title: 'Le ciel',
      excerpt: '',
      cover: coverFor(record, 'fr'),
      tags: [],
      publishedAt: '2026-11-20T00:00:00.000Z',
      updatedAt: '2026-11-20T00:00:00.000Z',
      readingMinutes: 1,
      views: 0,
      html: '<p>Texte</p>',
      toc: [],
      keywords: [],
      seoTitle: '',
      seoDescription: '',
      versions: [],
      previous: null,
      next: null,
      related: [],
    };
    const elements = elementsOf(articleContent(detail));
    expect(elements.filter((e) => e.tag === 'source').map((e) => [e.attrs.type, e.attrs.sizes])).toEqual([
      ['image/avif', articleImageSizes],
      ['image/webp', articleImageSizes],
    ]);
    expect(elements.find((e) => e.tag === 'img')?.attrs).toMatchObject({
      src: '/media/pic_1/1000.jpg',
      srcset: coverFor(record, 'fr').srcset,
      sizes: articleImageSizes,
      alt: 'Texte',
      width: '1000',
      height: '750',
    });
  });
});
