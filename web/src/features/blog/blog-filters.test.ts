import { describe, expect, it } from 'vitest';
import { isFiltered, listLanguage, pageNumbers, readFilters, searchText, writeFilters } from './blog-filters';

const read = (search: string) => readFilters(new URLSearchParams(search));

describe('the blog list address', () => {
  it('reads the search, tag, article language and page', () => {
    expect(read('?q=react%20hooks&tag=react&in=ja&page=3')).toEqual({
      q: 'react hooks',
      tag: 'react',
      in: 'ja',
      page: 3,
    });
    expect(read('')).toEqual({ q: '', tag: undefined, in: undefined, page: 1 });
  });

  it.each([
    ['?tag=Not%20a%20tag', { tag: undefined }],
    [`?tag=${'a'.repeat(41)}`, { tag: undefined }],
    ['?tag=an-unknown-tag', { tag: 'an-unknown-tag' }],
    ['?in=xx', { in: undefined }],
    ['?in=FR', { in: undefined }],
    ['?page=0', { page: 1 }],
    ['?page=-2', { page: 1 }],
    ['?page=2.5', { page: 1 }],
    ['?page=abc', { page: 1 }],
    ['?page=501', { page: 1 }],
    ['?page=500', { page: 500 }],
    ['?in=all', { in: 'all' }],
  ])('turns a hand-written %s into a request the API accepts', (search, expected) => {
    expect(read(search)).toMatchObject(expected);
  });

  it('keeps a search within the contract: no control characters, at most 200 characters', () => {
    expect(searchText('a\u0000b\nc\u007f')).toBe('a b c ');
    expect(searchText('x'.repeat(300))).toHaveLength(200);
    expect(read(`?q=${'é'.repeat(250)}`).q).toHaveLength(200);
  });

  it('leaves the interface language (?lang=) and other parameters alone, and the empty filters out', () => {
    const params = new URLSearchParams('?lang=fr&utm_source=x&page=4&q=old');
    expect(writeFilters(params, { q: '  css grid ', tag: 'css', in: undefined, page: 1 }).toString()).toBe(
      'lang=fr&utm_source=x&q=css+grid&tag=css',
    );
    expect(writeFilters(new URLSearchParams(), { q: '', page: 2, in: 'ar' }).toString()).toBe('in=ar&page=2');
    expect(writeFilters(new URLSearchParams('?q=a'), { q: ' ', page: 1 }).toString()).toBe('');
  });

  it('reads back what it wrote', () => {
    const filters = { q: '検索', tag: 'react' as const, in: 'ja' as const, page: 2 };
    expect(readFilters(writeFilters(new URLSearchParams(), filters))).toEqual(filters);
  });

  it('knows when the list is narrowed (the page alone does not narrow it)', () => {
    expect(isFiltered(read('?page=2'))).toBe(false);
    expect(isFiltered(read('?q=x'))).toBe(true);
    expect(isFiltered(read('?tag=css'))).toBe(true);
    expect(isFiltered(read('?in=fr'))).toBe(true);
  });
});

describe('the language of the listed articles', () => {
  const filters = (search: string) => readFilters(new URLSearchParams(search));

  it('is the one the address chooses, every language included', () => {
    expect(listLanguage(filters('?in=ja'), 'en', true)).toBe('ja');
    expect(listLanguage(filters('?in=all&q=css'), 'fr', true)).toBe('all');
    expect(listLanguage(filters('?in=fr&q=css'), 'en', undefined)).toBe('fr');
  });

  it('is every language for a search, whatever the interface language', () => {
    expect(listLanguage(filters('?q=検索'), 'en', true)).toBe('all');
    expect(listLanguage(filters('?q=%20'), 'en', true)).toBe('en');
  });

  it('is the interface language when it has articles, else every language, and waits until that is known', () => {
    expect(listLanguage(filters('?tag=css'), 'fr', true)).toBe('fr');
    expect(listLanguage(filters(''), 'de', false)).toBe('all');
    expect(listLanguage(filters(''), 'de', undefined)).toBe('pending');
  });
});

describe('page numbers', () => {
  it('shows every page up to eight', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(3, 8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('shows the first, the last and the neighbours of the current one, with gaps', () => {
    expect(pageNumbers(1, 20)).toEqual([1, 2, null, 20]);
    expect(pageNumbers(3, 20)).toEqual([1, 2, 3, 4, null, 20]);
    expect(pageNumbers(10, 20)).toEqual([1, null, 9, 10, 11, null, 20]);
    expect(pageNumbers(20, 20)).toEqual([1, null, 19, 20]);
  });
});
