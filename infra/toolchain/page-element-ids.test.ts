import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pageElementIds } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { root, sourceFiles } from './workspaces.ts';

/** Where the site's own page markup is written: the SPA, its HTML and early script, the content service's pages. */
const markupSources = [
  ...sourceFiles(join(root, 'web/src')),
  ...sourceFiles(join(root, 'web/public')),
  ...sourceFiles(join(root, 'services/content/src/documents')),
  join(root, 'web/index.html'),
].filter((file) => !/\.test\.tsx?$/.test(file));

/** Literal ids in markup (`id="main"`) and element ids the code looks up (`getElementById('root')`). */
const idPatterns = [/\bid="([A-Za-z][\w-]*)"/g, /getElementById\(\s*'([A-Za-z][\w-]*)'\s*\)/g];

describe("the page's own element ids", () => {
  it('are all reserved from article headings (contracts pageElementIds)', () => {
    const unlisted = new Set<string>();
    for (const file of markupSources) {
      const text = readFileSync(file, 'utf8');
      for (const pattern of idPatterns) {
        for (const [, id] of text.matchAll(pattern)) {
          if (!pageElementIds.includes(id!)) unlisted.add(`${id} (${relative(root, file)})`);
        }
      }
    }
    expect([...unlisted]).toEqual([]);
  });
});
