import { securityHeadersFile } from './security-headers.ts';

/**
 * Serving the built SPA, the same in the local gateway (from web/dist) and in the web container: the pre-compressed
 * `.gz` sibling when the client accepts gzip (the build writes them), hashed assets cached for a year as immutable,
 * everything else (index.html first) revalidated, dotfiles never, and index.html for any other path so that the
 * client router answers it, its not-found page included.
 */
export function spaLocations(root: string): string[] {
  const headers = (cacheControl: string) => [
    `include ${securityHeadersFile};`,
    `add_header Cache-Control "${cacheControl}" always;`,
  ];
  return [
    `root ${root};`,
    'gzip_static on;',
    'location ~ /\\. {\n  return 404;\n}',
    [
      'location /assets/ {',
      '  try_files $uri =404;',
      ...headers('public, max-age=31536000, immutable').map((l) => `  ${l}`),
      '}',
    ].join('\n'),
    ['location / {', '  try_files $uri /index.html;', ...headers('no-cache').map((l) => `  ${l}`), '}'].join('\n'),
  ];
}
