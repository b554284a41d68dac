import { pagePattern } from './public-pages.ts';
import type { ServiceName } from './services.ts';

/**
 * Documents outside /api that a service writes instead of the SPA's index.html. `page`: a public page whose HTML
 * carries its head tags and main content for crawlers and link previews; the SPA takes over from it, and when the
 * service is down the gateway and the single-machine dispatcher serve the plain SPA instead. `file`: a feed, a
 * sitemap or robots.txt, which has no SPA fallback. Patterns as in public-pages.ts: `{name}` is one non-empty
 * segment. The nginx locations and the dispatcher are derived from this list.
 */
export interface SiteDocument {
  pattern: string;
  kind: 'page' | 'file';
  service: ServiceName;
}

export const siteDocuments: readonly SiteDocument[] = [
  { pattern: '/', kind: 'page', service: 'content' },
  { pattern: '/blog', kind: 'page', service: 'content' },
  { pattern: '/blog/{slug}', kind: 'page', service: 'content' },
  { pattern: '/games', kind: 'page', service: 'content' },
  { pattern: '/robots.txt', kind: 'file', service: 'content' },
  { pattern: '/sitemap.xml', kind: 'file', service: 'content' },
  { pattern: '/sitemaps/{file}', kind: 'file', service: 'content' },
  { pattern: '/feeds/{lang}/rss.xml', kind: 'file', service: 'content' },
  { pattern: '/feeds/{lang}/atom.xml', kind: 'file', service: 'content' },
  // The media library's variants (#16), served from the content service's media folder with immutable caching.
  { pattern: '/media/{id}/{file}', kind: 'file', service: 'content' },
  // The reader's recorded audio (#18), likewise: range requests, immutable (the name carries the content's hash).
  { pattern: '/audio/{id}/{file}', kind: 'file', service: 'content' },
  // The home page's documents (#19): PDFs named by their hash, immutable, downloaded as attachments.
  { pattern: '/documents/{key}/{file}', kind: 'file', service: 'content' },
];

const documentPatterns = siteDocuments.map((document) => ({
  document,
  pattern: pagePattern([document.pattern]),
  names: document.pattern.split('/').map((part) => (part.startsWith('{') ? part.slice(1, -1) : undefined)),
}));

/**
 * The site document a path names, with its parameters as written in the path (not decoded), or nothing. Exact
 * segments and case, no trailing slash, as pagePattern matches them.
 */
export function matchSiteDocument(
  path: string,
): { document: SiteDocument; params: Record<string, string> } | undefined {
  const found = documentPatterns.find(({ pattern }) => pattern.test(path));
  if (!found) return undefined;
  const segments = path.split('/');
  const params: Record<string, string> = {};
  found.names.forEach((name, index) => {
    if (name) params[name] = segments[index]!;
  });
  return { document: found.document, params };
}
