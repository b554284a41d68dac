import { describe, expect, it } from 'vitest';
import { changeFilters, filtersFromSearch, filtersToSearch, isFiltered, listQuery } from './filters';

describe('blog list filters', () => {
  it('reads the view from the address', () => {
    expect(
      filtersFromSearch(
        new URLSearchParams('q=%20caching%20&status=scheduled&tag=react&language=ar&trash=true&page=3'),
      ),
    ).toEqual({ q: 'caching', status: 'scheduled', tag: 'react', lang: 'ar', trash: true, page: 3 });
  });

  it('leaves out what the API would refuse', () => {
    expect(
      filtersFromSearch(new URLSearchParams('q=%20&status=live&tag=Not%20A%20Tag&language=xx&trash=yes&page=0')),
    ).toEqual({ q: undefined, status: undefined, tag: undefined, lang: undefined, trash: undefined, page: undefined });
    expect(filtersFromSearch(new URLSearchParams(`q=${'x'.repeat(300)}`)).q).toHaveLength(200);
    for (const page of ['1', '1001', '-2', '2.5', '1e3', '99999']) {
      expect(filtersFromSearch(new URLSearchParams({ page })).page, page).toBeUndefined();
    }
    expect(filtersFromSearch(new URLSearchParams('page=1000')).page).toBe(1000);
  });

  it('writes one address per view, in a fixed order, without defaults, and reads it back the same', () => {
    const filters = { page: 2, lang: 'fr', q: 'a&b', status: 'draft' } as const;
    const search = filtersToSearch(filters);
    expect(search.toString()).toBe('q=a%26b&status=draft&language=fr&page=2');
    expect(filtersFromSearch(search)).toMatchObject(filters);
    expect(filtersToSearch({ q: '', trash: false, page: 1 }).toString()).toBe('');
    expect(filtersToSearch({ trash: true }).toString()).toBe('trash=true');
    // `?lang=` is the interface language, not a filter.
    expect(filtersFromSearch(new URLSearchParams('lang=ar')).lang).toBeUndefined();
  });

  it('starts again at page 1 when the search or a filter changes, and keeps the filters when the page does', () => {
    const filters = { q: 'css', tag: 'css', page: 4 };
    expect(changeFilters(filters, { status: 'published' })).toEqual({ q: 'css', tag: 'css', status: 'published' });
    expect(changeFilters(filters, { q: undefined })).toEqual({ q: undefined, tag: 'css' });
    expect(changeFilters(filters, { page: 5 })).toEqual({ q: 'css', tag: 'css', page: 5 });
  });

  it('clears the filters on the way to or from the trash', () => {
    expect(changeFilters({ q: 'css', page: 2 }, { trash: true })).toEqual({ trash: true });
    expect(changeFilters({ trash: true, page: 2 }, { trash: undefined })).toEqual({ trash: undefined });
  });

  it('turns the view into the list call’s query', () => {
    expect(listQuery({})).toEqual({ page: 1 });
    expect(listQuery({ q: 'x', status: 'draft', tag: 'pwa', lang: 'ja', trash: true, page: 2 })).toEqual({
      q: 'x',
      status: 'draft',
      tag: 'pwa',
      lang: 'ja',
      trash: 'true',
      page: 2,
    });
    expect(isFiltered({ trash: true, page: 3 })).toBe(false);
    expect(isFiltered({ lang: 'en' })).toBe(true);
  });
});
