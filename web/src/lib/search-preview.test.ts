import { describe, expect, it } from 'vitest';
import { cutForSearch, lengthAdvice, lengthVerdict, searchAddress, searchWidth } from './search-preview';

describe('search result preview', () => {
  it('keeps a text within the advice whole, its spaces tidied', () => {
    expect(cutForSearch('  A short   title ', 60)).toBe('A short title');
  });

  it('cuts a longer text at the last word that fits, with an ellipsis', () => {
    const title = 'Building an offline-first progressive web app with service workers and IndexedDB';
    const cut = cutForSearch(title, 60);
    expect(cut).toBe('Building an offline-first progressive web app with service…');
    expect(Array.from(cut).length).toBeLessThanOrEqual(60);
  });

  it('drops a trailing comma before the ellipsis', () => {
    expect(cutForSearch('one two three, four five six seven', 16)).toBe('one two three…');
  });

  it('cuts a text without spaces at the limit, never inside a character', () => {
    expect(cutForSearch('abcdefghijklmnop', 10)).toBe('abcdefghi…');
    expect(cutForSearch('😀'.repeat(12), 5)).toBe('😀😀😀😀…');
  });

  it('counts a Chinese, Japanese or Korean character as two widths, as results print them', () => {
    const japanese = 'オフラインファーストのウェブアプリを作る方法について詳しく説明します';
    expect(searchWidth('オフライン')).toBe(10);
    expect(searchWidth('  Été   à Paris ')).toBe(11);
    expect(searchWidth('中文 ok')).toBe(7);
    // Four characters fill eight of the ten widths; a fifth would leave no room for the ellipsis.
    expect(cutForSearch(japanese, 10)).toBe('オフライ…');
    expect(cutForSearch('한국어 제목입니다', 60)).toBe('한국어 제목입니다');
  });

  it('says whether a text says too little, fits, or is cut', () => {
    const range = { min: 10, max: 20 };
    expect(
      ['', '   ', 'short', 'just about right', 'much too long for the room it gets'].map((text) =>
        lengthVerdict(text, range),
      ),
    ).toEqual(['empty', 'empty', 'short', 'ok', 'long']);
    // Six Chinese characters are twelve widths: within the range.
    expect(lengthVerdict('搜索结果标题', range)).toBe('ok');
  });

  it('prints the address the way results do', () => {
    expect(searchAddress('https://example.com/', '/blog/my-post?lang=fr')).toBe('example.com › blog › my-post');
    expect(searchAddress('http://localhost:8080', '/blog/%D0%BF%D1%80%D0%B8')).toBe('localhost:8080 › blog › при');
  });

  it('says whether a length is within the advice', () => {
    expect([10, 55, 60, 61].map((n) => lengthAdvice(n, 60))).toEqual(['ok', 'near', 'near', 'over']);
  });
});
