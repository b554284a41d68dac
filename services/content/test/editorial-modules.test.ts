import { describe, expect, it } from 'vitest';
import { draftOf, type ArticleDraft } from '@portfolio/contracts';
import { editorialOf } from '../src/editorial/adopt.ts';
import { mergeVersions, outdatedLanguages, shapeProblems } from '../src/editorial/drafts.ts';
import { draftHash, versionHash } from '../src/editorial/hashes.ts';
import { publicArticleOf, publishProblems } from '../src/editorial/public-article.ts';
import { movedPath } from '../src/editorial/redirects.ts';
import { article, version } from './store-articles.ts';

const v = (lang: ArticleDraft['versions'][number]['lang'], title: string, slug = '') => ({
  lang,
  slug,
  title,
  excerpt: '',
  markdown: `Body of ${title}.`,
  keywords: [],
  seoTitle: '',
  seoDescription: '',
  canonicalUrl: '',
});
const draft = (...versions: ReturnType<typeof v>[]): ArticleDraft => ({
  sourceLang: 'en',
  tags: [],
  cover: null,
  versions,
});

describe('the editor’s drafts', () => {
  it('finds a language twice and a missing source language', () => {
    expect(shapeProblems(draft(v('en', 'a'), v('fr', 'b')))).toEqual([]);
    expect(shapeProblems(draft(v('fr', 'a'), v('fr', 'b')))).toEqual([
      { path: 'versions.1.lang', message: 'a second fr version' },
      { path: 'sourceLang', message: 'the source language en has no version' },
    ]);
  });

  it('hashes words, not slugs', () => {
    expect(versionHash(v('en', 'a', 'one'))).toBe(versionHash(v('en', 'a', 'two')));
    expect(versionHash(v('en', 'a'))).not.toBe(versionHash(v('en', 'b')));
    expect(draftHash(draft(v('en', 'a', 'one')))).not.toBe(draftHash(draft(v('en', 'a', 'two'))));
  });

  it('dates and marks versions from the stored ones', () => {
    const then = new Date('2026-01-01T00:00:00Z');
    const now = new Date('2026-02-01T00:00:00Z');
    const stored = editorialOf(article('x', [version('en', 'x-en'), version('fr', 'x-fr')]), then);
    stored.versions[1]!.formerSlugs = ['vieux', 'x-fr-2'];
    const base = draftOf(stored);
    const changedSource = {
      ...base,
      versions: [
        { ...base.versions[0]!, title: 'New' },
        { ...base.versions[1]!, slug: 'x-fr-2' },
      ],
    };
    const merged = mergeVersions(stored, changedSource, now);
    expect(merged[0]!.editedAt).toEqual(now);
    expect(merged[1]!.editedAt).toEqual(stored.versions[1]!.editedAt);
    // The slug it takes back leaves its former slugs.
    expect(merged[1]!.formerSlugs).toEqual(['vieux']);
    expect(outdatedLanguages({ sourceLang: 'en', versions: merged })).toEqual(['fr']);
  });
});

describe('publication', () => {
  it('lists every empty field and renders every version', () => {
    expect(
      publishProblems(draft(v('en', ''), { ...v('fr', 'b'), markdown: '' }), new Map()).map((p) => p.path),
    ).toEqual(['versions.0.title', 'versions.0.slug', 'versions.1.slug', 'versions.1.markdown']);
    const made = publicArticleOf({
      id: 'a',
      draft: draft(v('en', 'A', 'a')),
      publishedAt: new Date(0),
      updatedAt: new Date(1),
      images: new Map(),
      before: undefined,
    });
    expect(made.versions[0]).toMatchObject({ slug: 'a', html: '<p>Body of A.</p>\n', readingMinutes: 1 });
  });

  it('keeps a sample cover’s own alt text per language and its raster rendition while unchanged', () => {
    const before = article('a', [version('en', 'a'), version('fr', 'a-fr')]);
    before.versions[0]!.cover = {
      src: '/blog/covers/a.svg',
      alt: 'English alt',
      width: 10,
      height: 5,
      social: '/blog/covers/a.jpg',
    };
    before.versions[1]!.cover = { ...before.versions[0]!.cover, alt: 'Texte français' };
    const cover = { kind: 'static' as const, src: '/blog/covers/a.svg', alt: 'English alt', width: 10, height: 5 };
    const publish = (alt: string) =>
      publicArticleOf({
        id: 'a',
        draft: { ...draft(v('en', 'A', 'a'), v('fr', 'B', 'a-fr')), cover: { ...cover, alt } },
        publishedAt: new Date(0),
        updatedAt: new Date(0),
        images: new Map(),
        before,
      }).versions.map((version) => version.cover);
    expect(publish('English alt').map((c) => [c?.alt, c?.social])).toEqual([
      ['English alt', '/blog/covers/a.jpg'],
      ['Texte français', '/blog/covers/a.jpg'],
    ]);
    // The administrator wrote a new alt text: it is the one every version shows.
    expect(publish('New alt').map((c) => c?.alt)).toEqual(['New alt', 'New alt']);
  });

  it('writes a moved address with the language only where it must', () => {
    expect(movedPath('/blog/', { slug: 'new', lang: 'en', shared: false }, undefined)).toBe('/blog/new');
    expect(movedPath('/blog/', { slug: 'new', lang: 'fr', shared: true }, undefined)).toBe('/blog/new?lang=fr');
    expect(movedPath('/blog/', { slug: 'été', lang: 'fr', shared: false }, 'fr')).toBe('/blog/%C3%A9t%C3%A9?lang=fr');
  });
});
