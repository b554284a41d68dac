import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BuildWeights } from './weights.ts';

/** The reader's own chunks (web/src/features/article-reader): its loader, code and styles, texts loader, contract. */
const readerChunk = /^(reader-loader|article-reader|load-texts|audio-contract)-[\w-]+\.(js|css)$/;

/**
 * The article reader's weight (#18, target ≤ 15 KB gzip): what an article page fetches when the visitor reaches for
 * the reader, none of it in the page's first visit. Its own chunks and its English texts; what it shares with the
 * article page (React, react-query, the API client) is there already.
 */
export function readerFiles(dist: string): string[] {
  const assets = join(dist, 'assets');
  const own = readdirSync(assets).filter((file) => readerChunk.test(file));
  const textsLoader = own.find((file) => file.startsWith('load-texts-'));
  const english = textsLoader
    ? /"\.\/article-reader\/en\.ts":\(\)=>\w+\(\(\)=>import\(`\.\/([^`]+)`/.exec(
        readFileSync(join(assets, textsLoader), 'utf8'),
      )?.[1]
    : undefined;
  return [...own, ...(english ? [english] : [])].map((file) => `assets/${file}`);
}

export const readerWeight = (dist: string, weights: BuildWeights) => weights.sum(readerFiles(dist));
