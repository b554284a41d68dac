import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What the repository checks of itself reads: its workspaces and their source files. */
export const root = fileURLToPath(new URL('../..', import.meta.url));

export interface Workspace {
  /** Its folder, relative to the root (`services/auth`). */
  dir: string;
  name: string;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}

/** The workspaces the root package.json lists (`packages/*` and the like, expanded). */
export function workspaces(): Workspace[] {
  const patterns = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] })
    .workspaces;
  const dirs = patterns.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(join(root, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => `${pattern.slice(0, -2)}/${entry.name}`)
      : [pattern],
  );
  return dirs
    .filter((dir) => existsSync(join(root, dir, 'package.json')))
    .map((dir) => {
      const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as Partial<Workspace>;
      return { dir, name: manifest.name ?? dir, dependencies: {}, devDependencies: {}, ...manifest };
    });
}

const skipped = new Set(['node_modules', 'dist', 'coverage']);

/** Every TypeScript and JavaScript source under `dir` (absolute), dependencies and build output aside. */
export function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return skipped.has(entry.name) ? [] : sourceFiles(path);
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/**
 * Files a workspace runs only for its own tests and benchmarks, never when another workspace uses it (the test
 * helpers' own sources are what their users run, so they count as run time here).
 */
export function isOwnTestOnly(file: string): boolean {
  const path = relative(root, file);
  return /(^|\/)(test|bench)\//.test(path) || /\.test\.tsx?$/.test(path) || path.startsWith('e2e/');
}
