import { limits } from '@portfolio/contracts';

/** Campaign tags, lower-cased: `utm_*` (any, so utm_id and the like survive), `ref` and `source`. */
const keptKey = /^(utm_[a-z0-9_-]{1,60}|ref|source)$/;

/** A client path without its query string and fragment, and the query's parameters. */
export function splitPath(raw: string): { path: string; params: [string, string][] } {
  const cut = raw.search(/[?#]/);
  if (cut < 0) return { path: raw, params: [] };
  const path = raw.slice(0, cut) || '/';
  const query = raw[cut] === '?' ? raw.slice(cut + 1).split('#')[0]! : '';
  return { path, params: [...new URLSearchParams(query)] };
}

/**
 * The parameters worth keeping from any number of sources (the first value of a key wins), bounded as the
 * contract bounds the client's map. Everything else is dropped here, before anything reaches the disk.
 */
export function keepParams(...sources: Iterable<[string, string]>[]): Record<string, string> {
  const kept: Record<string, string> = {};
  let count = 0;
  for (const source of sources) {
    for (const [rawKey, value] of source) {
      const key = rawKey.toLowerCase();
      if (count >= limits.utmKeys || !value || !keptKey.test(key) || Object.hasOwn(kept, key)) continue;
      kept[key] = value.slice(0, limits.utmValueLength);
      count++;
    }
  }
  return kept;
}
