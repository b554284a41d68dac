import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import mime from 'mime-types';
import { securityHeaderValues, spaContentSecurityPolicy } from '@portfolio/kit';

const encodings = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/**
 * Serves the built SPA: hashed assets cached for a year as immutable, everything else revalidated, pre-compressed
 * siblings (.br, .gz) when the client accepts them, dotfiles never, and index.html for any other path so the
 * client router can answer it (including its own not-found page).
 */
export function staticFiles(root: string) {
  const base = resolve(root);
  const index = join(base, 'index.html');
  const available = () => existsSync(index);

  function resolveFile(urlPath: string): string | undefined {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return undefined;
    }
    if (decoded.includes('\0') || decoded.split('/').some((part) => part.startsWith('.'))) return undefined;
    const file = normalize(join(base, decoded));
    if (file !== base && !file.startsWith(base + sep)) return undefined;
    try {
      return statSync(file).isFile() ? file : undefined;
    } catch {
      return undefined;
    }
  }

  function serve(req: IncomingMessage, res: ServerResponse, urlPath: string): boolean {
    if (!available() || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const found = resolveFile(urlPath);
    const file = found ?? index;
    const accept = String(req.headers['accept-encoding'] ?? '');
    const encoding = encodings.find((e) => accept.includes(e.name) && existsSync(file + e.suffix));
    const sent = encoding ? file + encoding.suffix : file;
    const headers: Record<string, string | number> = {
      ...securityHeaderValues(spaContentSecurityPolicy),
      'Content-Type': mime.contentType(extname(file)) || 'application/octet-stream',
      'Content-Length': statSync(sent).size,
      'Cache-Control': found && urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
    };
    if (encoding) headers['Content-Encoding'] = encoding.name;
    res.writeHead(200, headers);
    if (req.method === 'HEAD') res.end();
    else createReadStream(sent).pipe(res);
    return true;
  }

  return { available, serve };
}
