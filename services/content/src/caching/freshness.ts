import { weakEtag, type Validators } from '@portfolio/kit';
import type { ContentStore } from '../stores/ports.ts';

/**
 * The validators of the content service's public answers (API, pages, feeds, sitemaps), from the store's revision
 * and the request's own parts (path, query, language):
 *
 * - the ETag is the revision, the parts and the current window of `windowMs`: a saved article changes it at once;
 *   views do not write the revision, so the counts an answer shows are at most one window old, and a scheduled
 *   article that becomes public shows within a window too;
 * - Last-Modified is when this process first saw the revision, or the window's start if later: it moves whenever
 *   the ETag does (to the second, HTTP's resolution), for clients that send If-Modified-Since alone.
 */
export function freshness(store: Pick<ContentStore, 'revision'>, windowMs: number) {
  let seen = { revision: '', since: 0 };
  return async (now: Date, ...parts: readonly string[]): Promise<Validators> => {
    const revision = await store.revision();
    const at = now.getTime();
    if (revision !== seen.revision) seen = { revision, since: at };
    const window = Math.floor(at / windowMs);
    return {
      etag: weakEtag(revision, String(window), ...parts),
      lastModified: new Date(Math.max(seen.since, window * windowMs)),
    };
  };
}

export type Freshness = ReturnType<typeof freshness>;
