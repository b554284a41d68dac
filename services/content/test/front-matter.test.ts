import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from '../src/markdown/index.ts';

const complete = [
  '---',
  'slug: css-grid',
  'title: CSS Grid: real content',
  'excerpt: Grids that survive real text.',
  'keywords: css, grid , layout,,',
  'seoTitle: CSS Grid for real content',
  'seoDescription: How to build grids that hold real content.',
  'coverAlt: A twelve-column grid',
  '---',
  '## Body',
  '',
  'Text: with a colon',
];

describe('parseFrontMatter', () => {
  it('reads every key and the body after the closing line', () => {
    expect(parseFrontMatter(complete.join('\n'))).toEqual({
      slug: 'css-grid',
      title: 'CSS Grid: real content',
      excerpt: 'Grids that survive real text.',
      keywords: ['css', 'grid', 'layout'],
      seoTitle: 'CSS Grid for real content',
      seoDescription: 'How to build grids that hold real content.',
      coverAlt: 'A twelve-column grid',
      markdown: '## Body\n\nText: with a colon',
    });
  });

  it('accepts Windows line endings and a byte-order mark', () => {
    expect(parseFrontMatter('\uFEFF' + complete.join('\r\n')).markdown).toBe('## Body\n\nText: with a colon');
  });

  it.each(['slug', 'title', 'excerpt', 'keywords', 'seoTitle', 'seoDescription', 'coverAlt'])(
    'names the file and a missing or empty required key: %s',
    (key) => {
      const without = complete.filter((line) => !line.startsWith(`${key}:`)).join('\n');
      expect(() => parseFrontMatter(without, 'seed/x/en.md')).toThrow(`seed/x/en.md: missing or empty key "${key}"`);
      const empty = complete.map((line) => (line.startsWith(`${key}:`) ? `${key}:` : line)).join('\n');
      expect(() => parseFrontMatter(empty, 'seed/x/en.md')).toThrow(`missing or empty key "${key}"`);
    },
  );

  it('refuses unknown, repeated and malformed keys and missing fences', () => {
    const withLine = (line: string) => [...complete.slice(0, 2), line, ...complete.slice(2)].join('\n');
    expect(() => parseFrontMatter(withLine('author: me'), 'f.md')).toThrow('f.md: unknown key "author" on line 3');
    expect(() => parseFrontMatter(withLine('slug: again'), 'f.md')).toThrow('key "slug" appears twice');
    expect(() => parseFrontMatter(withLine('no colon here'), 'f.md')).toThrow('line 3 is not "key: value"');
    expect(() => parseFrontMatter(withLine(': value'), 'f.md')).toThrow('line 3 is not "key: value"');
    expect(() => parseFrontMatter(complete.slice(1).join('\n'), 'f.md')).toThrow('the first line must be "---"');
    expect(() => parseFrontMatter(complete.slice(0, 8).join('\n'), 'f.md')).toThrow('no closing "---" line');
    const noKeywords = complete.map((line) => (line.startsWith('keywords:') ? 'keywords: , ,' : line)).join('\n');
    expect(() => parseFrontMatter(noKeywords, 'f.md')).toThrow('key "keywords" lists no keyword');
  });

  it('reads every seed article version', () => {
    const root = join(import.meta.dirname, '../seed/articles');
    const files = readdirSync(root).flatMap((dir) =>
      readdirSync(join(root, dir))
        .filter((file) => file.endsWith('.md'))
        .map((file) => join(root, dir, file)),
    );
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(parseFrontMatter(readFileSync(file, 'utf8'), file).markdown.trim()).not.toBe('');
  });
});
