import { closeSync, constants, createReadStream, existsSync, fstatSync, openSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream';
import mime from 'mime-types';
import { securityHeaderValues, spaContentSecurityPolicy } from '@portfolio/kit';

const encodings = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

interface OpenedFile {
  fd: number;
  size: number;
}

/**
 * Opens a regular file for reading, or nothing: missing, unreadable, or not a regular file (a directory or a
 * FIFO put in its place; non-blocking, so that opening a FIFO cannot stall the process).
 */
function openRegularFile(file: string): OpenedFile | undefined {
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch {
    return undefined;
  }
  const stats = fstatSync(fd);
  if (stats.isFile()) return { fd, size: stats.size };
  closeSync(fd);
  return undefined;
}

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

  /** `status` 410: the SPA's index.html for a gone address (a redirect says so), never a file of that name. */
  function serve(req: IncomingMessage, res: ServerResponse, urlPath: string, status: 200 | 410 = 200): boolean {
    if (!available() || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const found = status === 410 ? undefined : resolveFile(urlPath);
    const file = found ?? index;
    const accept = String(req.headers['accept-encoding'] ?? '');
    // The file is opened before anything is promised about it: what the headers describe is what is read, even
    // if the path is removed or replaced (a deploy swapping the build folder) meanwhile.
    let encoding: (typeof encodings)[number] | undefined;
    let opened: OpenedFile | undefined;
    for (const candidate of encodings) {
      if (!accept.includes(candidate.name)) continue;
      opened = openRegularFile(file + candidate.suffix);
      if (opened) {
        encoding = candidate;
        break;
      }
    }
    opened ??= openRegularFile(file);
    if (!opened) return false;
    const headers: Record<string, string | number> = {
      ...securityHeaderValues(spaContentSecurityPolicy),
      'Content-Type': mime.contentType(extname(file)) || 'application/octet-stream',
      'Content-Length': opened.size,
      'Cache-Control': found && urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
    };
    if (encoding) headers['Content-Encoding'] = encoding.name;
    res.writeHead(status, headers);
    if (req.method === 'HEAD') {
      closeSync(opened.fd);
      res.end();
      return true;
    }
    // A read that fails once the status is sent (an I/O error) can only cut the answer short: the connection is
    // closed, so that the client sees a truncated body and not a whole one, and the process goes on.
    pipeline(createReadStream('', { fd: opened.fd }), res, () => {});
    return true;
  }

  return { available, serve };
}
