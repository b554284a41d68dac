import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export interface Weight {
  gzip: number;
  brotli: number;
}

/** Weights of a build's files as the single-machine process serves them: gzip and brotli at their best levels. */
export function buildWeights(dist: string) {
  const known = new Map<string, Weight>();
  const of = (file: string): Weight => {
    let weight = known.get(file);
    if (!weight) {
      const content = readFileSync(join(dist, file));
      weight = { gzip: gzipSync(content, { level: 9 }).length, brotli: brotliCompressSync(content).length };
      known.set(file, weight);
    }
    return weight;
  };
  return {
    /** Whether a path (under the build folder, no leading slash) is a file of the build. */
    has: (file: string) => existsSync(join(dist, file)),
    sum: (files: string[]): Weight =>
      files.map(of).reduce((a, b) => ({ gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), { gzip: 0, brotli: 0 }),
  };
}

export type BuildWeights = ReturnType<typeof buildWeights>;

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
