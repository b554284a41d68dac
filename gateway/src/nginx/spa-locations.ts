import { block } from './syntax.ts';

/**
 * Serving the built SPA, the same in the local gateway (from web/dist) and in the web container: the pre-compressed
 * `.gz` sibling when the client accepts gzip (the build writes them), hashed assets cached for a year as immutable,
 * everything else (index.html first) revalidated, dotfiles never, and index.html for any other path so that the
 * client router answers it, its not-found page included. Locations that add a header include the security headers
 * again (nginx drops inherited ones there). `guard` comes first in the file locations: the gateway refuses there the
 * API paths whose dot segments took them out of the API.
 */
export function spaLocations(root: string, securityInclude: string, guard: string[] = []): string[] {
  const headers = (cacheControl: string) => [
    `include ${securityInclude};`,
    `add_header Cache-Control "${cacheControl}" always;`,
  ];
  return [
    `root ${root};`,
    'gzip_static on;',
    block('location ~ /\\.', ['return 404;']),
    block('location /assets/', [...guard, 'try_files $uri =404;', ...headers('public, max-age=31536000, immutable')]),
    block('location /', [...guard, 'try_files $uri /index.html;', ...headers('no-cache')]),
  ];
}
