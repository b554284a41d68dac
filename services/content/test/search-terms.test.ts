import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markMatches } from '../src/search/highlight.ts';
import { maxQueryTerms, normaliseWord, queryTerms, segmentsOf, termsOf } from '../src/search/terms.ts';

describe('termsOf', () => {
  it.each([
    ['en', "Hello, World! Don't panic.", ['hello', 'world', 'don', 't', 'panic']],
    ['fr', "L'été à Paris, ÉTÉ comme hiver", ['l', 'ete', 'a', 'paris', 'ete', 'comme', 'hiver']],
    ['de', 'Über Größe', ['uber', 'große']],
    ['ru', 'Привет, Мир!', ['привет', 'мир']],
    ['ar', 'مَرْحَبًا بِالعالم', ['مرحبا', 'بالعالم']],
    ['ja', 'Reactの状態管理', ['react', 'の', '状態', '管理']],
    ['zh', '使用TypeScript编写', ['使用', 'typescript', '编写']],
  ])('segments and normalises %s text', (_lang, text, terms) => {
    expect(termsOf(text)).toEqual(terms);
  });

  it('folds width, case, Latin accents and Arabic short vowels, never Japanese voicing marks', () => {
    expect(normaliseWord('ＡＢＣ')).toBe('abc');
    expect(normaliseWord('ÉTÉ')).toBe('ete');
    expect(normaliseWord('e\u0301te\u0301')).toBe('ete');
    expect(normaliseWord('مُحَمَّد')).toBe('محمد');
    expect(normaliseWord('ｶﾞｲﾄﾞ')).toBe('ガイド');
    expect(normaliseWord('ガイド')).not.toBe(normaliseWord('カイト'));
  });

  it('finds a Japanese or Chinese word by a query segmented the same way', () => {
    const indexed = new Set(termsOf('服务器端渲染的优点'));
    expect(queryTerms('服务器').every((term) => indexed.has(term))).toBe(true);
  });
});

describe('queryTerms', () => {
  it('keeps distinct terms in order, at most the maximum', () => {
    expect(queryTerms('React react RÉACT hooks')).toEqual(['react', 'hooks']);
    const many = Array.from({ length: 20 }, (_, i) => `w${i}`).join(' ');
    expect(queryTerms(many)).toHaveLength(maxQueryTerms);
    expect(queryTerms(' ,.!? ')).toEqual([]);
  });
});

describe('markMatches', () => {
  it('marks exact terms and words starting with the last (typed) term, whatever their case and accents', () => {
    expect(markMatches("L'été à Paris, l'Été", queryTerms('ete'))).toEqual([
      { text: "L'" },
      { text: 'été', mark: true },
      { text: " à Paris, l'" },
      { text: 'Été', mark: true },
    ]);
    expect(markMatches('React hooks and Reactive forms', queryTerms('hooks rea'))).toEqual([
      { text: 'React', mark: true },
      { text: ' ' },
      { text: 'hooks', mark: true },
      { text: ' and ' },
      { text: 'Reactive', mark: true },
      { text: ' forms' },
    ]);
    expect(markMatches('hooks and Reactive', queryTerms('rea hooks'))).toEqual([
      { text: 'hooks', mark: true },
      { text: ' and Reactive' },
    ]);
  });

  it('marks Japanese, Chinese and Arabic words', () => {
    expect(markMatches('Reactの状態管理', queryTerms('状態'))).toEqual([
      { text: 'Reactの' },
      { text: '状態', mark: true },
      { text: '管理' },
    ]);
    expect(markMatches('使用TypeScript编写', queryTerms('typescript'))).toEqual([
      { text: '使用' },
      { text: 'TypeScript', mark: true },
      { text: '编写' },
    ]);
    expect(markMatches('مرحبا بالعالم', queryTerms('مَرْحَبًا'))).toEqual([
      { text: 'مرحبا', mark: true },
      { text: ' بالعالم' },
    ]);
  });

  it('rebuilds any text exactly, never two neighbours of the same kind', () => {
    const anyText = fc.string({ unit: 'grapheme', maxLength: 60 });
    const someTerms = fc.array(fc.constantFrom('a', 'e', 'ete', 'の', '状態', 'x', 'مرحبا', 'ab'), { maxLength: 3 });
    fc.assert(
      fc.property(anyText, someTerms, (text, terms) => {
        const pieces = markMatches(text, terms);
        expect(pieces.map((piece) => piece.text).join('')).toBe(text);
        pieces.forEach((piece, i) => {
          expect(piece.text).not.toBe('');
          if (i > 0) expect(!!piece.mark).not.toBe(!!pieces[i - 1]!.mark);
        });
        expect(
          segmentsOf(text)
            .map((segment) => segment.text)
            .join(''),
        ).toBe(text);
      }),
      { numRuns: 500 },
    );
  });
});
