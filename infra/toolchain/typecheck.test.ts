import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root, workspaces } from './workspaces.ts';

const rootManifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};

/** The projects `npm run typecheck` checks (`tsc -p <dir>` each). */
const checked = [...rootManifest.scripts.typecheck!.matchAll(/tsc -p (\S+)/g)].map((match) => match[1]);

describe('one list of typechecked projects', () => {
  it('make typecheck runs npm run typecheck, so both check the same projects', () => {
    const makefile = readFileSync(join(root, 'Makefile'), 'utf8');
    const recipe = /^typecheck:.*\n((?:\t.*\n)+)/m.exec(makefile)?.[1];
    expect(recipe?.trim()).toBe('npm run typecheck');
  });

  it('checks the root project and every workspace that has a TypeScript project of its own', () => {
    const projects = [
      '.',
      ...workspaces().flatMap(({ dir }) => (existsSync(join(root, dir, 'tsconfig.json')) ? [dir] : [])),
    ];
    expect(checked.sort()).toEqual(projects.sort());
  });
});
