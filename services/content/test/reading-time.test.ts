import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../src/markdown/index.ts';
import { countReadingUnits, readingMinutes } from '../src/markdown/reading-time.ts';

const words = (count: number, word = 'word') => Array.from({ length: count }, () => word).join(' ');

describe('countReadingUnits', () => {
  it('counts words of alphabetic scripts, accents and apostrophes inside words', () => {
    expect(countReadingUnits('Hello, world! Été: déjà-vu 42')).toEqual({ words: 6, characters: 0 });
    expect(countReadingUnits('Привет, мир')).toEqual({ words: 2, characters: 0 });
    expect(countReadingUnits('مرحبا بالعالم')).toEqual({ words: 2, characters: 0 });
    expect(countReadingUnits('  \n\t ')).toEqual({ words: 0, characters: 0 });
  });

  it('counts Japanese and Chinese characters one by one and Latin words inside them as words', () => {
    expect(countReadingUnits('React とは何か')).toEqual({ words: 1, characters: 4 });
    expect(countReadingUnits('カタカナー、ひらがな。漢字')).toEqual({ words: 0, characters: 11 });
    expect(countReadingUnits('使用TypeScript编写')).toEqual({ words: 1, characters: 4 });
  });
});

describe('readingMinutes', () => {
  it('reads 230 words a minute, 180 in Arabic, and never less than one minute', () => {
    expect(readingMinutes(words(10), '', 'en')).toBe(1);
    expect(readingMinutes('', '', 'en')).toBe(1);
    expect(readingMinutes(words(230 * 5), '', 'en')).toBe(5);
    expect(readingMinutes(words(230 * 5), '', 'fr')).toBe(5);
    expect(readingMinutes(words(180 * 5, 'كلمة'), '', 'ar')).toBe(5);
    expect(readingMinutes(words(230 * 5, 'كلمة'), '', 'ar')).toBe(6);
  });

  it('reads 500 Japanese or Chinese characters a minute, plus Latin words at the word rate', () => {
    expect(readingMinutes('字'.repeat(500 * 4), '', 'zh')).toBe(4);
    expect(readingMinutes('あ'.repeat(500 * 3) + ' ' + words(230 * 2, 'React'), '', 'ja')).toBe(5);
  });

  it('gives code half the weight of prose', () => {
    expect(readingMinutes(words(230 * 2), words(230 * 4), 'en')).toBe(4);
    expect(readingMinutes('', words(230 * 6), 'en')).toBe(3);
  });

  it('is what a rendered body reports, code blocks counted at half weight', () => {
    const prose = words(230 * 3);
    const code = '```js\n' + words(230 * 4, 'x') + '\n```';
    expect(renderMarkdown(prose, 'en').readingMinutes).toBe(3);
    expect(renderMarkdown(`${prose}\n\n${code}`, 'en').readingMinutes).toBe(5);
    expect(renderMarkdown('文'.repeat(1000), 'ja').readingMinutes).toBe(2);
  });
});
