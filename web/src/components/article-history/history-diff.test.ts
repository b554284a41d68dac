import type { ArticleDraft, VersionDraft } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { collapseLines, diffField, draftDiff } from './history-diff';

const version = (lang: VersionDraft['lang'], more: Partial<VersionDraft> = {}): VersionDraft => ({
  lang,
  slug: 'caching',
  title: 'Caching at the edge',
  excerpt: '',
  markdown: '# Caching\n\nOne.\n',
  keywords: [],
  seoTitle: '',
  seoDescription: '',
  canonicalUrl: '',
  ...more,
});
const draft = (versions: VersionDraft[], more: Partial<ArticleDraft> = {}): ArticleDraft => ({
  sourceLang: 'en',
  tags: ['react'],
  cover: null,
  versions,
  ...more,
});

describe('history diff', () => {
  it('says nothing changed between two equal drafts', () => {
    const same = draft([version('en'), version('fr')]);
    expect(draftDiff(same, structuredClone(same))).toEqual({ article: [], languages: [] });
  });

  it('diffs a title word by word', () => {
    const [title] = diffField('title', 'Caching at the edge', 'Caching close to the edge', 'words');
    expect(title?.parts).toEqual([
      { kind: 'same', value: 'Caching ' },
      { kind: 'removed', value: 'at' },
      { kind: 'added', value: 'close' },
      { kind: 'same', value: ' ' },
      { kind: 'added', value: 'to ' },
      { kind: 'same', value: 'the edge' },
    ]);
  });

  it('diffs the Markdown line by line, per language, only the fields that changed', () => {
    const older = draft([version('en'), version('fr', { title: 'Le cache' })]);
    const newer = draft([
      version('en', { markdown: '# Caching\n\nOne.\nTwo.\n', keywords: ['cdn'] }),
      version('fr', { title: 'Le cache' }),
    ]);
    expect(draftDiff(older, newer)).toEqual({
      article: [],
      languages: [
        {
          lang: 'en',
          change: 'changed',
          fields: [
            {
              field: 'markdown',
              mode: 'lines',
              parts: [
                { kind: 'same', value: '# Caching\n\nOne.\n' },
                { kind: 'added', value: 'Two.\n' },
              ],
            },
            { field: 'keywords', mode: 'words', parts: [{ kind: 'added', value: 'cdn' }] },
          ],
        },
      ],
    });
  });

  it('shows a language added or removed whole, and the article’s own fields', () => {
    const older = draft([version('en'), version('de', { title: 'Zwischenspeicher' })]);
    const newer = draft([version('en'), version('ar', { title: 'التخزين', markdown: '' })], {
      tags: ['react', 'pwa'],
      cover: { kind: 'media', mediaId: 'img_1' },
    });
    const diff = draftDiff(older, newer);
    expect(diff.article.map((field) => [field.field, field.parts])).toEqual([
      [
        'tags',
        [
          { kind: 'same', value: 'react' },
          { kind: 'added', value: ', pwa' },
        ],
      ],
      ['cover', [{ kind: 'added', value: 'img_1' }]],
    ]);
    // Languages come in the languages' usual order, German before Arabic.
    expect(diff.languages.map(({ lang, change }) => [lang, change])).toEqual([
      ['de', 'removed'],
      ['ar', 'added'],
    ]);
    expect(diff.languages[1]!.fields.map(({ field, parts }) => [field, parts])).toEqual([
      ['title', [{ kind: 'added', value: 'التخزين' }]],
      ['slug', [{ kind: 'added', value: 'caching' }]],
    ]);
    expect(diff.languages[0]!.fields.find(({ field }) => field === 'markdown')?.parts).toEqual([
      { kind: 'removed', value: '# Caching\n\nOne.\n' },
    ]);
  });

  it('keeps three lines of context around a change of a long text and counts the lines it leaves out', () => {
    const lines = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => `line ${from + i}\n`).join('');
    const before = lines(1, 20);
    const after = `${lines(1, 10)}changed\n${lines(12, 20)}`;
    const [markdown] = diffField('markdown', before, after, 'lines');
    expect(markdown?.parts).toEqual([
      { kind: 'skipped', lines: 7 },
      { kind: 'same', value: lines(8, 10) },
      { kind: 'removed', value: 'line 11\n' },
      { kind: 'added', value: 'changed\n' },
      { kind: 'same', value: lines(12, 14) },
      { kind: 'skipped', lines: 6 },
    ]);
    // Between two changes both sides keep their context; a run that would leave out one line only stays whole.
    expect(
      collapseLines([
        { kind: 'added', value: 'a\n' },
        { kind: 'same', value: lines(1, 9) },
        { kind: 'removed', value: 'b\n' },
        { kind: 'same', value: lines(1, 4) },
      ]),
    ).toEqual([
      { kind: 'added', value: 'a\n' },
      { kind: 'same', value: lines(1, 3) },
      { kind: 'skipped', lines: 3 },
      { kind: 'same', value: lines(7, 9) },
      { kind: 'removed', value: 'b\n' },
      { kind: 'same', value: lines(1, 4) },
    ]);
  });
});
