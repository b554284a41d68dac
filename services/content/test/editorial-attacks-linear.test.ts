import { describe, expect, it } from 'vitest';
import {
  adminArticleListQuery,
  articleTag,
  canonicalUrl,
  createArticleBody,
  draftSlug,
  editorialCover,
  editorialId,
  editorialLimits,
  historyParams,
  mediaId,
  mediaListQuery,
  mediaPatch,
  previewBody,
  saveArticleBody,
  scheduleBody,
  uploadQuery,
  versionDraft,
} from '@portfolio/contracts';
import { adversarialStrings, firstSlowInput } from '@portfolio/testing';
import { mediaIdsIn } from '../src/media/article-images.ts';
import { hidesMarkup } from '../src/media/sniff.ts';
import { searchForm } from '../src/stores/editorial-search.ts';

/**
 * Issue #16's patterns on hostile text: every contract schema of the editor and the media library that runs a
 * pattern (tags, draft slugs, ids, canonical addresses, sample cover paths, history numbers, dates, upload names),
 * fed 16 KiB of adversarial text in every field, as packages/contracts/test/linear-patterns.test.ts does for the
 * earlier ones (slugify has its own there), and the service's own steps on the largest text they get: the search
 * form, the media ids of a 400,000-character body, and the markup check of a 25 MB upload.
 */
const boundMs = 20;
const inputs = adversarialStrings();

const version = (text: string) => ({
  lang: 'en',
  slug: text,
  title: text,
  excerpt: text,
  markdown: text,
  keywords: [text],
  seoTitle: text,
  seoDescription: text,
  canonicalUrl: text,
});

const parsers: Record<string, (text: string) => unknown> = {
  articleTag: (text) => articleTag.safeParse(text),
  draftSlug: (text) => draftSlug.safeParse(text),
  editorialId: (text) => editorialId.safeParse(text),
  mediaId: (text) => mediaId.safeParse(text),
  canonicalUrl: (text) => [canonicalUrl.safeParse(text), canonicalUrl.safeParse(`https://${text}`)],
  editorialCover: (text) => [
    editorialCover.safeParse({ kind: 'static', src: `/blog/covers/${text}`, alt: text, width: 1, height: 1 }),
    editorialCover.safeParse({ kind: 'media', mediaId: text }),
  ],
  versionDraft: (text) => versionDraft.safeParse(version(text)),
  saveArticleBody: (text) =>
    saveArticleBody.safeParse({
      baseRevision: 1,
      draft: {
        sourceLang: 'en',
        tags: [text, text],
        cover: { kind: 'media', mediaId: text },
        versions: [version(text)],
      },
    }),
  createArticleBody: (text) => createArticleBody.safeParse({ sourceLang: text, title: text }),
  scheduleBody: (text) => scheduleBody.safeParse({ baseRevision: 1, at: text }),
  previewBody: (text) => previewBody.safeParse({ lang: text, markdown: text }),
  adminArticleListQuery: (text) =>
    adminArticleListQuery.safeParse({ q: text, status: text, tag: text, lang: text, trash: text, page: text }),
  historyParams: (text) => historyParams.safeParse({ id: text, seq: text }),
  mediaListQuery: (text) => mediaListQuery.safeParse({ q: text, unused: text, page: text }),
  uploadQuery: (text) => uploadQuery.safeParse({ name: text }),
  mediaPatch: (text) => mediaPatch.safeParse({ alt: { en: text, [text]: text }, caption: { fr: text } }),
  searchForm: (text) => searchForm(text),
};

describe('issue 16 patterns on 16 KiB adversarial text', () => {
  it.each(Object.keys(parsers))('%s stays linear', (name) => {
    expect(firstSlowInput(parsers[name]!, inputs, boundMs), `${name} over ${boundMs} ms`).toBeUndefined();
  });
});

const median = (run: () => void) => {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[2]!;
};
/** The one-pass check stays within a few times the plain scan; the pattern it replaced took about fifty. */
const maxRatio = 20;
const filled = (unit: string, length: number, end = '') =>
  unit.repeat(Math.ceil((length - end.length) / unit.length)).slice(0, length - end.length) + end;

describe('the service’s own steps on the largest input', () => {
  it('finds the media ids of a 400,000-character body of near-misses in linear time', () => {
    const length = editorialLimits.markdownLength;
    for (const unit of ['/media/', '/media/a', '/media/aaaaaaaa', 'x/media/a/', '![](/media/', '/media//']) {
      const text = filled(unit, length);
      expect(
        firstSlowInput((t) => mediaIdsIn(t), [{ name: unit, text }], 50),
        unit,
      ).toBeUndefined();
    }
  });

  it('checks 4 MB of `<svg` runs for markup about as fast as 4 MB of image-like bytes', () => {
    const size = 4 * 1024 * 1024;
    const plain = Buffer.from(filled('a\u00ff\u0000<', size), 'latin1');
    // Measured again before it counts (the machine is shared): the smallest of up to three ratios.
    const ratio = (bytes: Buffer) => {
      const once = () =>
        median(() => hidesMarkup(bytes)) /
        Math.max(
          5,
          median(() => hidesMarkup(plain)),
        );
      let best = once();
      for (let again = 0; again < 2 && best >= maxRatio; again++) best = Math.min(best, once());
      return best;
    };
    for (const [unit, end] of [
      ['<svg', ''],
      ['<svg', 'xmlns'],
      ['<SVG ', 'ONLOAD'],
      ['<svg>', 'xmlns'],
      [`<svg${' '.repeat(97)}`, 'onload'],
    ] as const) {
      const bytes = Buffer.from(filled(unit, size, end), 'latin1');
      // The pattern this replaced read 100 characters past every `<svg`: about fifty times the baseline here.
      expect(ratio(bytes), `${unit}…${end}`).toBeLessThan(maxRatio);
    }
  });

  it('still finds an SVG tag with xmlns or onload within its first 100 characters, and only then', () => {
    const found = (text: string) => hidesMarkup(Buffer.from(`\u00ff\u00d8\u00ff${text}`, 'latin1'));
    expect(found('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
    expect(found('<SvG OnLoad=alert(1)>')).toBe(true);
    expect(found(`<svg${' '.repeat(100)}xmlns`)).toBe(true);
    expect(found(`<svg${' '.repeat(101)}xmlns`)).toBe(false);
    expect(found('<svg>xmlns')).toBe(false);
    expect(found(`<svg>${'<svg'.repeat(30)} onload`)).toBe(true);
    expect(found(`${'<svg>'.repeat(1000)}onload`)).toBe(false);
    expect(found('<svgxmlns')).toBe(true);
    expect(found('<sv g xmlns')).toBe(false);
  });
});
