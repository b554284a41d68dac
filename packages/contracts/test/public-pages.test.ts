import { describe, expect, it } from 'vitest';
import { isPublicPage, pageMatcher, pagePattern, publicPagePattern } from '../src/index.ts';

describe('public pages', () => {
  it.each([
    ['/', true],
    ['/games', true],
    ['/games/', false],
    ['/Games', false],
    ['//games', false],
    ['/blog', false],
    ['/buy-cheap-pills', false],
    ['games', false],
    ['', false],
  ])('%s is a page of the site: %s', (path, expected) => {
    expect(isPublicPage(path)).toBe(expected);
    // The pattern a database groups by says the same.
    expect(publicPagePattern.test(path)).toBe(expected);
  });

  it('takes patterns with a named segment, as the blog will need', () => {
    const matches = pageMatcher(['/', '/blog/{slug}']);
    expect(matches('/blog/hello-world')).toBe(true);
    expect(matches('/blog/')).toBe(false);
    expect(matches('/blog/a/b')).toBe(false);
    expect(matches('/blog')).toBe(false);
    const pattern = pagePattern(['/', '/blog/{slug}']);
    for (const path of ['/blog/hello-world', '/blog/', '/blog/a/b', '/blog', '/', '/x']) {
      expect(pattern.test(path), path).toBe(matches(path));
    }
  });
});
