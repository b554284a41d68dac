import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Middleware } from 'koa';
import { isNotModified, setValidators, HttpError, type Validators } from '@portfolio/kit';
import { languageCodes } from '@portfolio/contracts';
import { byteRange } from './byte-range.ts';
import { audioExtension, audioMimeType } from './opus-encoder.ts';

/** The site document (packages/contracts/src/site-documents.ts) this handler answers. */
export const audioFilesPattern = '/audio/{id}/{file}';

/** A file's name carries its content's hash: every cache may keep it for a year. */
const immutable = 'public, max-age=31536000, immutable';

/**
 * The one spelling of an audio file's address: `/audio/{article key}/{lang}.{hash}.ogg` as audio-folder.ts names
 * them. Anchored, bounded, no nesting (linear); matched as sent, so an encoded slash or dot is not a match.
 */
const audioPath = new RegExp(
  `^/audio/([0-9a-f]{16})/((?:${languageCodes.join('|')})\\.([A-Za-z0-9_-]{16})\\.${audioExtension})$`,
);

const notFound = () => new HttpError(404, 'not_found', 'There is no such audio.');

/** The file an address names, or undefined. */
export function audioFileOfPath(path: string): { key: string; file: string; hash: string } | undefined {
  const match = path.length <= 64 ? audioPath.exec(path) : null;
  if (!match) return undefined;
  const [, key, file, hash] = match as unknown as [string, string, string, string];
  return { key, file, hash };
}

/**
 * Answers `/audio/…` from the audio folder: GET and HEAD, range requests (206 with Content-Range, 416 with the size
 * for a range past the end, If-Range), ETag from the name's hash with 304, a year of immutable caching, nosniff.
 * Without a folder (no audio made here), every such address is a 404.
 */
export function audioFilesHandler(folder: string | undefined): Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith('/audio/')) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD')
      throw new HttpError(405, 'method_not_allowed', 'Only GET and HEAD read an audio file.', {
        headers: { Allow: 'GET, HEAD' },
      });
    const named = audioFileOfPath(ctx.path);
    if (!named || !folder) throw notFound();
    const path = join(folder, named.key, named.file);
    const found = await stat(path).catch(() => undefined);
    if (!found?.isFile()) throw notFound();
    const validators: Validators = { etag: `"${named.hash}"`, lastModified: found.mtime, cacheControl: immutable };
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Accept-Ranges', 'bytes');
    if (isNotModified(ctx.req, validators)) {
      setValidators(ctx.res, validators);
      ctx.status = 304;
      return;
    }
    const size = found.size;
    // If-Range with another tag (or a date): the client's part is of another file; it gets the whole one.
    const ifRange = ctx.get('if-range');
    const range =
      ifRange === '' || ifRange === validators.etag ? byteRange(ctx.get('range') || undefined, size) : undefined;
    if (range?.kind === 'unsatisfiable') {
      throw new HttpError(416, 'bad_request', `The file has ${size} bytes.`, {
        headers: { 'Content-Range': `bytes */${size}` },
      });
    }
    setValidators(ctx.res, validators);
    ctx.type = audioMimeType;
    if (range?.kind === 'part') {
      ctx.status = 206;
      ctx.set('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
      ctx.length = range.end - range.start + 1;
      ctx.body = createReadStream(path, { start: range.start, end: range.end });
      return;
    }
    ctx.length = size;
    ctx.body = createReadStream(path);
  };
}
