import { describe, expect, it } from 'vitest';
import { librarySearch, librarySearchParams } from './library-search';

describe("the library's address", () => {
  it('reads the search, the unused filter, the page and the open image', () => {
    expect(librarySearch(new URLSearchParams('q=%20cat%20&unused=true&page=3&image=abc'))).toEqual({
      q: 'cat',
      unused: true,
      page: 3,
      image: 'abc',
    });
  });

  it('reads a missing, broken or out-of-range page as the first', () => {
    for (const page of ['', '0', '-2', '1.5', 'x', '1001']) {
      expect(librarySearch(new URLSearchParams({ page })).page, page).toBe(1);
    }
  });

  it('writes only what differs from the default view, and reads back what it wrote', () => {
    expect(librarySearchParams({ page: 1 }).toString()).toBe('');
    const view = { q: 'a b', unused: true, page: 2, image: 'id' };
    expect(librarySearch(librarySearchParams(view))).toEqual(view);
  });
});
