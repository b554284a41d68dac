import { describe, expect, it } from 'vitest';
import { segmentWords, wordAt } from './words';

const words = (text: string, lang: Parameters<typeof segmentWords>[1]) =>
  segmentWords(text, lang).map(([start, end]) => text.slice(start, end));

describe('segmentWords', () => {
  it('keeps punctuation with its word, so that a highlight never lands on a lone mark', () => {
    expect(words('« Bonjour ! » dit-il, vraiment ?', 'fr')).toEqual(['« Bonjour ! »', 'dit-', 'il,', 'vraiment ?']);
    expect(words('"Really?" she asked — twice.', 'en')).toEqual(['"Really?"', 'she', 'asked —', 'twice.']);
    expect(words('¿Qué tal?', 'es')).toEqual(['¿Qué', 'tal?']);
  });

  it('finds words in Japanese and Chinese, which write no spaces', () => {
    const japanese = words('今日は晴れです。', 'ja');
    expect(japanese.length).toBeGreaterThan(2);
    expect(japanese.join('')).toBe('今日は晴れです。');
    expect(words('我们今天学习。', 'zh').join('')).toBe('我们今天学习。');
  });

  it('reads Arabic and Russian words', () => {
    expect(words('مرحبا بكم في الموقع.', 'ar')).toEqual(['مرحبا', 'بكم', 'في', 'الموقع.']);
    expect(words('Это всё, друзья.', 'ru')).toEqual(['Это', 'всё,', 'друзья.']);
  });

  it('gives a segment of marks only one word', () => {
    expect(words('…', 'en')).toEqual(['…']);
  });
});

describe('wordAt', () => {
  it('finds the word holding a character, the first one before any', () => {
    const spans = segmentWords('one two three', 'en');
    expect([0, 3, 4, 7, 8, 12, 99].map((char) => wordAt(spans, char))).toEqual([0, 0, 1, 1, 2, 2, 2]);
    expect(wordAt([], 3)).toBe(-1);
  });
});
