import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './import-graph.ts';
import { root, sourceFiles, workspaces } from './workspaces.ts';

describe('no import cycles', () => {
  it.each(workspaces().map(({ dir }) => [dir]))('%s', (dir) => {
    const aliasRoot = dir === 'web' ? join(root, 'web/src') : undefined;
    const cycles = importCycles(importGraph(sourceFiles(join(root, dir)), aliasRoot));
    expect(cycles.map((cycle) => cycle.map((file) => relative(root, file)).join(' ↔ '))).toEqual([]);
  });

  it('finds a cycle made of type-only imports, through an alias and an index file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'import-cycles-'));
    try {
      const write = (name: string, code: string) => writeFileSync(join(dir, name), code);
      write('app.ts', "import type { Context } from './context.ts';\nexport type App = { context: Context };\n");
      write('context.ts', "import type { App } from '@/index';\nexport type Context = { app: App };\n");
      write('index.ts', "export * from './app.ts';\n");
      write('leaf.ts', "import type { App } from './app.ts';\nexport type Leaf = App;\n");
      const files = ['app.ts', 'context.ts', 'index.ts', 'leaf.ts'].map((name) => join(dir, name));
      expect(importCycles(importGraph(files, dir))).toEqual([files.slice(0, 3)]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
