import { pagePattern, siteDocuments, type SiteDocument } from '@portfolio/contracts';
import { refuseApiPathOutsideApi } from './canonical-paths.ts';
import { errorPageDirectives } from './error-pages.ts';
import { proxyHeaders } from './route-locations.ts';
import { block } from './syntax.ts';

/** Where a page goes when its service is down or answers 5xx: the plain SPA's index.html. */
export const spaFallbackLocation = '@spa_fallback';

/**
 * Where a gone answer (410) goes: the SPA's index.html with the 410 kept (`error_page` without `=`), so that a
 * person sees the site's own not-found page in their language and a crawler the status.
 */
export const spaGoneLocation = '@spa_gone';
export const goneToSpa = `error_page 410 ${spaGoneLocation};`;

const isLiteral = (pattern: string) => !pattern.includes('{');

/**
 * A document's location: exact for a literal path (`location = /blog`), else the same anchored regular expression
 * the dispatcher matches with (pagePattern: one `[^/]+` per parameter, linear), so that `/blog/{slug}` does not
 * take the blog's static files one folder further down (/blog/covers/…, /blog/figures/…), which the SPA's
 * locations serve.
 */
const headOf = (pattern: string) =>
  isLiteral(pattern) ? `location = ${pattern}` : `location ~ "${pagePattern([pattern]).source}"`;

/** A failure the plain SPA stands in for: the service down, slow or failing. */
const fallbackStatuses = [500, 502, 503, 504];

/**
 * A page's own answers pass through, its not-found page (404) included, but a 5xx is replaced by the plain SPA
 * (`proxy_intercept_errors`). nginx keeps a location's `error_page` lines alone once it sets one, so the list is
 * whole: the gateway's own errors as everywhere else, minus 404, which only the service gives here.
 */
function pageErrorPages(): string[] {
  const overrides = Object.fromEntries(fallbackStatuses.map((status) => [status, `= ${spaFallbackLocation}`]));
  // A page a redirect says is gone (410) is the SPA's not-found page, its status kept (redirect-map.ts).
  return [...errorPageDirectives(overrides).filter((line) => !line.startsWith('error_page 404 ')), goneToSpa];
}

/** Only GET and HEAD, as the SPA's files: another method is the gateway's 405 naming them. */
const readOnly = 'if ($request_method !~ ^(?:GET|HEAD)$) {\n  return 405;\n}';

/**
 * The request's raw path (`$request_uri`, up to its query) spelled as the page's pattern: nginx chose the location
 * on the slash-merged, dot-resolved path but forwards the raw one, which the service cannot match (`/blog//post`,
 * `//blog`, `/./games`) and would answer with its JSON 404. Such a spelling gets the plain SPA instead, as the
 * dispatcher gives the SPA every path that is no site document. Linear: literal segments and `[^/?]+` between
 * slashes, as pagePattern.
 */
function rawPagePath(pattern: string): string {
  const segments = pattern.split('/').map((part) => {
    if (part.startsWith('{')) return '[^/?]+';
    if (!/^[a-z-]*$/.test(part)) throw new Error(`page pattern ${pattern} needs escaping in an nginx regex`);
    return part;
  });
  return `^${segments.join('/')}(?:\\?|$)`;
}

/** The fallback's own status: the page's error_page sends it to the plain SPA, as a failed renderer's 503 is. */
const toSpaFallback = (pattern: string) => `if ($request_uri !~ "${rawPagePath(pattern)}") {\n  return 503;\n}`;

function documentLocation(document: SiteDocument): string {
  const common = [refuseApiPathOutsideApi, readOnly, ...proxyHeaders('')];
  const pass = `proxy_pass http://${document.service};`;
  if (document.kind === 'file') return block(headOf(document.pattern), [...common, pass]);
  return block(headOf(document.pattern), [
    ...common,
    toSpaFallback(document.pattern),
    'proxy_intercept_errors on;',
    ...pageErrorPages(),
    pass,
  ]);
}

/**
 * The site documents (packages/contracts/src/site-documents.ts) as nginx locations: each proxied to the service
 * that writes it, with the security headers of every answer (inherited from the server) and the same guards as the
 * SPA's locations. `fallback` is the named location that answers a page its service could not: index.html from
 * the build folder, or from the web container.
 */
export function documentLocations(fallback: string[]): string[] {
  return [...siteDocuments.map(documentLocation), block(`location ${spaFallbackLocation}`, fallback)];
}

/** The plain SPA from the build folder (local topology): index.html, revalidated, with the security headers. */
export const spaRootFallback = (securityInclude: string) => [
  `include ${securityInclude};`,
  'add_header Cache-Control "no-cache" always;',
  'try_files /index.html =404;',
];
