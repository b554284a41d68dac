import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { isOwnTestOnly, root, sourceFiles, workspaces } from './workspaces.ts';

const all = workspaces();
const names = new Set(all.map((workspace) => workspace.name));

/** The workspaces `file` imports by package name (static, re-exported or literal dynamic imports). */
function workspacesImportedBy(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map(({ fileName }) => /^@portfolio\/[^/]+/.exec(fileName)?.[0])
    .filter((name): name is string => name !== undefined && names.has(name));
}

/**
 * What a workspace must declare: a workspace its run-time code imports in `dependencies`, one only its tests
 * import in either list. npm links every workspace at the root, so an undeclared one resolves here and breaks
 * where only the declared ones are installed (an image, a pruned install).
 */
function undeclared(workspace: (typeof all)[number]): string[] {
  const importers = new Map<string, { runTime?: string; test?: string }>();
  for (const file of sourceFiles(join(root, workspace.dir))) {
    for (const name of workspacesImportedBy(file)) {
      const seen = importers.get(name) ?? {};
      seen[isOwnTestOnly(file) ? 'test' : 'runTime'] ??= relative(root, file);
      importers.set(name, seen);
    }
  }
  const problems: string[] = [];
  for (const [name, { runTime, test }] of importers) {
    if (name === workspace.name || name in workspace.dependencies) continue;
    if (runTime) problems.push(`${name} is imported at run time (${runTime}): list it in dependencies`);
    else if (test && !(name in workspace.devDependencies)) {
      problems.push(`${name} is imported by tests (${test}): list it in devDependencies`);
    }
  }
  return problems;
}

describe('every workspace declares the workspaces it imports', () => {
  it('finds the workspaces', () => {
    expect([...names]).toEqual(expect.arrayContaining(['@portfolio/contracts', '@portfolio/kit', '@portfolio/web']));
  });

  it.each(all.map((workspace) => [workspace.dir, workspace] as const))('%s', (_dir, workspace) => {
    expect(undeclared(workspace)).toEqual([]);
  });

  it("lists the test helpers as nobody's run-time dependency", () => {
    const dependents = all.filter((workspace) => '@portfolio/testing' in workspace.dependencies);
    expect(dependents.map((workspace) => workspace.dir)).toEqual([]);
  });

  it('fails on an import its package.json does not list', () => {
    const kit = all.find((workspace) => workspace.name === '@portfolio/kit')!;
    expect(undeclared({ ...kit, dependencies: {}, devDependencies: {} })).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^@portfolio\/contracts is imported at run time \(packages\/kit\/src\//),
      ]),
    );
  });
});
