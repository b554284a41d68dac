import { describe, expect, it } from 'vitest';
import { keepParams, splitPath } from '../src/ingest/query-params.ts';
import { referrerOf } from '../src/ingest/referrer.ts';

describe('query strings', () => {
  it('splits a path from its query string and drops the fragment', () => {
    expect(splitPath('/blog')).toEqual({ path: '/blog', params: [] });
    expect(splitPath('/blog?utm_source=x&token=t#section')).toEqual({
      path: '/blog',
      params: [
        ['utm_source', 'x'],
        ['token', 't'],
      ],
    });
    expect(splitPath('/a#frag?utm_source=not-a-query')).toEqual({ path: '/a', params: [] });
    expect(splitPath('/?ref=friend')).toEqual({ path: '/', params: [['ref', 'friend']] });
    expect(splitPath('/search?q=%ZZ').path).toBe('/search');
  });

  it('keeps utm_*, ref and source only, lower-cased, first value winning, bounded', () => {
    expect(
      keepParams(
        [
          ['UTM_Source', 'newsletter'],
          ['token', 'secret'],
          ['utm_source', 'second'],
          ['utm_id', '42'],
          ['Ref', 'friend'],
          ['sourced', 'x'],
          ['utm_', 'x'],
          ['utm_a.b', 'x'],
          ['source', ''],
        ],
        [['source', 'mastodon']],
      ),
    ).toEqual({ utm_source: 'newsletter', utm_id: '42', ref: 'friend', source: 'mastodon' });
    const many = Array.from({ length: 30 }, (_, i) => [`utm_k${i}`, 'v'.repeat(300)] as [string, string]);
    const kept = keepParams(many);
    expect(Object.keys(kept)).toHaveLength(20);
    expect(kept.utm_k0).toHaveLength(256);
  });
});

describe('referrers', () => {
  it('keeps scheme, host and path; never credentials, query string or fragment', () => {
    expect(referrerOf('https://user:pw@www.Example.com:8443/a/b?token=1#x', 'portfolio.example')).toEqual({
      url: 'https://www.example.com:8443/a/b',
      host: 'example.com',
    });
  });

  it('treats our own site, other schemes and malformed values as no referrer', () => {
    const none = { url: '', host: '' };
    expect(referrerOf('https://www.portfolio.example/blog', 'portfolio.example')).toEqual(none);
    expect(referrerOf('http://portfolio.example/', 'www.portfolio.example')).toEqual(none);
    expect(referrerOf('android-app://com.google.android.gm/', 'portfolio.example')).toEqual(none);
    expect(referrerOf('javascript:alert(1)', 'portfolio.example')).toEqual(none);
    expect(referrerOf('not a url', 'portfolio.example')).toEqual(none);
    expect(referrerOf('', 'portfolio.example')).toEqual(none);
  });
});
