import { describe, expect, it } from 'vitest';
import { filtersFromSearch, filtersToSearch, issueListParams } from './filters';

describe('log filters', () => {
  it('reads the filters from the address', () => {
    expect(
      filtersFromSearch(new URLSearchParams('level=error&status=open&q=%20checkout%20&path=/shop&since=day')),
    ).toEqual({ level: 'error', status: 'open', q: 'checkout', path: '/shop', since: 'day' });
  });

  it('leaves out what the API would refuse', () => {
    expect(filtersFromSearch(new URLSearchParams('level=fatal&status=closed&q=%20&since=year&path='))).toEqual({
      level: undefined,
      status: undefined,
      q: undefined,
      path: undefined,
      since: undefined,
    });
    expect(filtersFromSearch(new URLSearchParams(`q=${'x'.repeat(300)}`)).q).toHaveLength(200);
    expect(filtersFromSearch(new URLSearchParams('path=shop')).path).toBe('/shop');
  });

  it('reads the source the health card links with, a service or the browser, and nothing else', () => {
    expect(filtersFromSearch(new URLSearchParams('source=content')).source).toBe('content');
    expect(filtersFromSearch(new URLSearchParams('source=client')).source).toBe('client');
    expect(filtersFromSearch(new URLSearchParams('source=gateway')).source).toBeUndefined();
    expect(issueListParams({ source: 'mail' }, Date.now())).toEqual({ source: 'mail' });
  });

  it('writes only the filters that are set, and reads them back the same', () => {
    const search = filtersToSearch({ level: 'warn', q: 'a&b' });
    expect(search.toString()).toBe('level=warn&q=a%26b');
    expect(filtersFromSearch(search)).toMatchObject({ level: 'warn', q: 'a&b' });
  });

  it('turns "seen in" into the list call’s `from`, counted back from the time of the call', () => {
    const now = Date.parse('2026-11-21T10:00:00Z');
    const params = issueListParams({ level: 'error', status: 'open', since: 'day' }, now, 'next-page');
    expect(params).toEqual({
      level: 'error',
      status: 'open',
      from: '2026-11-20T10:00:00.000Z',
      cursor: 'next-page',
    });
    expect(issueListParams({ since: 'hour' }, now).from).toBe('2026-11-21T09:00:00.000Z');
    expect(issueListParams({ q: '', path: '' }, now)).toEqual({});
  });
});
