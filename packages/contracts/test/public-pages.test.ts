import { describe, expect, it } from 'vitest';
import { isPublicPage, pagePattern } from '../src/index.ts';

describe('public pages', () => {
  it.each([
    ['/', true],
    ['/games', true],
    ['/games/', false],
    ['/Games', false],
    ['//games', false],
    ['/blog', true],
    ['/blog/a-made-up-slug', false],
    ['/buy-cheap-pills', false],
    ['games', false],
    ['', false],
  ])('%s is a page of the site: %s', (path, expected) => {
    expect(isPublicPage(path)).toBe(expected);
  });

  it('takes patterns with a named segment, as the blog will need', () => {
    const matches = pagePattern(['/', '/blog/{slug}']);
    expect(matches.test('/blog/hello-world')).toBe(true);
    expect(matches.test('/blog/')).toBe(false);
    expect(matches.test('/blog/a/b')).toBe(false);
    expect(matches.test('/blog')).toBe(false);
    expect(matches.test('/blog/a.b')).toBe(true);
  });
});
