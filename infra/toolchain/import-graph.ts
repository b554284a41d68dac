import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

/** Where `specifier`, imported by `from`, lands among `files`; undefined for packages and anything outside. */
function resolveImport(from: string, specifier: string, files: Set<string>, aliasRoot?: string): string | undefined {
  const path = specifier.replace(/\?.*$/, '');
  let base: string;
  if (path.startsWith('.')) base = resolve(dirname(from), path);
  else if (aliasRoot && path.startsWith('@/')) base = join(aliasRoot, path.slice(2));
  else return undefined;
  const candidates = [base, ...['.ts', '.tsx', '.js', '/index.ts', '/index.tsx'].map((suffix) => base + suffix)];
  return candidates.find((candidate) => files.has(candidate) && existsSync(candidate) && statSync(candidate).isFile());
}

/**
 * Each file's imports among `files`: static, re-exported, type-only (a type-level cycle still ties the modules
 * together) and literal dynamic ones. `aliasRoot` is the folder the web app's `@/` names.
 */
export function importGraph(files: string[], aliasRoot?: string): Map<string, string[]> {
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles.map(({ fileName }) => resolveImport(file, fileName, known, aliasRoot));
      return [file, [...new Set(targets.filter((target): target is string => target !== undefined))]];
    }),
  );
}

/** The import cycles of `graph`: each set of files that reach one another (Tarjan's strongly connected components). */
export function importCycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    lowLink.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        lowLink.set(file, Math.min(lowLink.get(file)!, lowLink.get(target)!));
      } else if (onStack.has(target)) {
        lowLink.set(file, Math.min(lowLink.get(file)!, index.get(target)!));
      }
    }
    if (lowLink.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)?.includes(file)) cycles.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}
