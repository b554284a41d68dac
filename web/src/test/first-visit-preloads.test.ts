import { describe, expect, it } from 'vitest';
import { preloadMap, type BuiltChunk } from '../../scripts/first-visit-preloads';

const chunk = (
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  isEntry = false,
  importedCss: string[] = [],
): BuiltChunk => ({
  type: 'chunk',
  fileName,
  moduleIds,
  imports,
  isEntry,
  viteMetadata: { importedCss: new Set(importedCss) },
});

describe('the first-visit preload map', () => {
  const chunks = [
    chunk('assets/index.js', ['/web/src/main.tsx'], ['assets/framework.js'], true, ['assets/index.css']),
    chunk('assets/framework.js', ['/node_modules/react/index.js']),
    chunk('assets/query.js', ['/web/src/app/query-client.ts'], ['assets/framework.js']),
    chunk(
      'assets/home.js',
      ['/web/src/app/routes/home.tsx'],
      ['assets/framework.js', 'assets/query.js', 'assets/icon.js'],
    ),
    chunk('assets/icon.js', ['/node_modules/lucide-react/icon.js'], ['assets/framework.js']),
    chunk('assets/article.js', ['/web/src/app/routes/blog-article.tsx'], ['assets/prose.js'], false, ['assets/a.css']),
    chunk('assets/prose.js', ['/web/src/components/prose.tsx'], ['assets/framework.js'], false, ['assets/p.css']),
    chunk('assets/en-1.js', ['/web/src/locales/layout/en.ts']),
    chunk('assets/ar-1.js', ['/web/src/locales/layout/ar.ts']),
    chunk('assets/en-2.js', ['/web/src/locales/home/en.ts']),
    chunk('assets/en-3.js', ['/web/src/locales/games/en.ts']),
  ];

  it("lists each module's chunk and what it imports, less the entry's files, and the named texts by language", () => {
    const map = preloadMap(chunks, {
      texts: ['layout'],
      modules: ['src/app/query-client.ts'],
      pages: { '/': { module: 'src/app/routes/home.tsx', texts: ['home'] } },
    });
    expect(map).toEqual({
      files: ['/assets/query.js'],
      texts: ['layout'],
      pages: {
        '/': { files: ['/assets/home.js', '/assets/query.js', '/assets/icon.js'], styles: [], texts: ['home'] },
      },
      byNamespace: {
        layout: { en: '/assets/en-1.js', ar: '/assets/ar-1.js' },
        home: { en: '/assets/en-2.js' },
      },
    });
  });

  it("lists a page's own stylesheets, and those of what it imports, less the entry's", () => {
    const map = preloadMap(chunks, {
      texts: [],
      modules: [],
      pages: { '/blog/:slug': { module: 'src/app/routes/blog-article.tsx', texts: [] } },
    });
    expect(map.pages['/blog/:slug']).toEqual({
      files: ['/assets/article.js', '/assets/prose.js'],
      styles: ['/assets/a.css', '/assets/p.css'],
      texts: [],
    });
  });

  it('fails the build when a named module is in no chunk (renamed, say)', () => {
    expect(() => preloadMap(chunks, { texts: [], modules: ['src/app/gone.ts'], pages: {} })).toThrow(/gone\.ts/);
  });
});
