import { stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { hasDotSegment, isApiPath, matchSiteDocument, type VisitedPathStatus } from '@portfolio/contracts';
import type { Catalogue } from '../queries/catalogue.ts';

/**
 * The SPA's own pages, which no service renders (web/src/config/paths.ts; a test holds the two together): the
 * newsletter's confirmation and unsubscribe pages, the reader's test page, and the admin area below /admin.
 */
export const spaOnlyPages = ['/newsletter/confirm', '/newsletter/unsubscribe', '/test-hybrid-reader'] as const;
const adminArea = '/admin';

export interface SitePathsDeps {
  /** The public articles now. */
  catalogue: Catalogue;
  /** Whether a former slug of an article answers 301 to its new one. */
  slugMoved: (slug: string) => Promise<boolean>;
  /** Whether one of the administrator's redirects answers this path (exactly or by a `/*` prefix). */
  redirected: (path: string) => Promise<boolean>;
  /** Whether a site document of kind file answers this path (a HEAD through the service itself). */
  fileAnswers: (path: string) => Promise<boolean>;
  /** The built SPA's index.html (SPA_INDEX): its folder, or its address, holds the build's static files. */
  spaIndex: string;
}

const decoded = (raw: string) => {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
};

/**
 * The file a path names in the web build, decoded, when it may be one: a name with an extension, nothing that climbs
 * out of the build's folder. Linear: a bounded run after a literal dot, anchored at the end.
 */
export function staticFileName(path: string): string | undefined {
  const name = decoded(path);
  if (!name || !/\.[A-Za-z0-9]{1,8}$/.test(name) || hasDotSegment(name) || name.includes('\\')) return undefined;
  return name;
}

/**
 * A static file of the web build (`/docs/…pdf`, `/blog/figures/…`, `/favicon.svg`): from the build's folder on one
 * machine, or the web container, whose answer for a file it lacks is the SPA's index.html, not a 404.
 */
async function staticFile(spaIndex: string, path: string): Promise<boolean> {
  const name = staticFileName(path);
  if (!spaIndex || !name) return false;
  if (/^https?:\/\//i.test(spaIndex)) {
    try {
      const res = await fetch(new URL(path, spaIndex), { method: 'HEAD', signal: AbortSignal.timeout(3000) });
      return res.ok && !(res.headers.get('content-type') ?? '').startsWith('text/html');
    } catch {
      return false;
    }
  }
  const file = join(dirname(spaIndex), name);
  return stat(file).then(
    (info) => info.isFile() && file !== spaIndex,
    () => false,
  );
}

/**
 * What a path of the site is today (`path` without its query, as analytics records it and as links are written):
 * a page the content service renders or the SPA shows, a public article, a file, a redirect, or nothing. The
 * not-found list and the audit's broken links both ask this, without a request that a redirect would count.
 */
export function sitePaths(deps: SitePathsDeps) {
  return async function statusOf(path: string): Promise<VisitedPathStatus> {
    if (isApiPath(path)) return 'not-found';
    const document = matchSiteDocument(path);
    if (document?.document.kind === 'file') return (await deps.fileAnswers(path)) ? 'file' : 'not-found';
    if (document && document.document.pattern !== '/blog/{slug}') return 'page';
    if ((spaOnlyPages as readonly string[]).includes(path)) return 'page';
    if (path === adminArea || path.startsWith(`${adminArea}/`)) return 'page';
    if (document) {
      const slug = decoded(document.params.slug ?? '');
      if (slug && deps.catalogue.slugLanguages.has(slug)) return 'article';
      if (slug && (await deps.slugMoved(slug))) return 'redirect';
    }
    if (await deps.redirected(path)) return 'redirect';
    if (await staticFile(deps.spaIndex, path)) return 'file';
    return 'not-found';
  };
}
export type SitePaths = ReturnType<typeof sitePaths>;
