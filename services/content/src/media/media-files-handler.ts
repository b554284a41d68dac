import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Middleware } from 'koa';
import { conditionalGet, HttpError } from '@portfolio/kit';
import { variantTypes } from './variant-files.ts';

/** The site document (packages/contracts/src/site-documents.ts) this handler answers. */
export const mediaFilesPattern = '/media/{id}/{file}';

/** Variants never change once written (a new upload gets a new id): every cache may keep them for a year. */
export const immutable = 'public, max-age=31536000, immutable';

/**
 * The one spelling of a variant's address: `/media/{id}/{width}.{ext}`, the id as the server draws it, the width
 * without a leading zero, the extension in lower case. Anchored, bounded and without nesting (linear); the path is
 * matched as sent, so an encoded slash or dot (`%2F`, `%2e`) is simply not a match.
 */
const variantPath = /^\/media\/([A-Za-z0-9_-]{1,64})\/([1-9][0-9]{0,4})\.(avif|webp|jpg|png)$/;
const longestPath = '/media/'.length + 64 + 1 + 5 + '.avif'.length;

const typeOfExt = Object.fromEntries(Object.values(variantTypes).map(({ ext, type }) => [ext, type])) as Record<
  string,
  string
>;

const notFound = () => new HttpError(404, 'not_found', 'There is no such image.');

/** The variant a path names, as written (never decoded), or undefined. */
export function variantOfPath(path: string): { id: string; width: string; ext: string } | undefined {
  const match = path.length <= longestPath ? variantPath.exec(path) : null;
  if (!match) return undefined;
  const [, id, width, ext] = match as unknown as [string, string, string, string];
  return { id, width, ext };
}

/**
 * Answers `/media/…` from the media folder (a site document of kind file, routed here by nginx and the dispatcher):
 * GET and HEAD only, 404 for any other spelling or a file that is not there, ETag and Last-Modified with 304, a
 * year of immutable caching, and the Content-Type of the extension with nosniff.
 */
export function mediaFilesHandler(folder: string): Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith('/media/')) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD')
      throw new HttpError(405, 'method_not_allowed', 'Only GET and HEAD read an image.', {
        headers: { Allow: 'GET, HEAD' },
      });
    const variant = variantOfPath(ctx.path);
    if (!variant) throw notFound();
    const { id, width, ext } = variant;
    const file = join(folder, id, `${width}.${ext}`);
    const found = await stat(file).catch(() => undefined);
    if (!found?.isFile()) throw notFound();
    ctx.set('X-Content-Type-Options', 'nosniff');
    const validators = {
      etag: `"${found.size.toString(36)}-${Math.floor(found.mtimeMs).toString(36)}"`,
      lastModified: found.mtime,
      cacheControl: immutable,
    };
    if (conditionalGet(ctx.req, ctx.res, validators)) {
      ctx.status = 304;
      return;
    }
    // Koa sends no body to HEAD and destroys the stream once the answer is finished.
    ctx.body = createReadStream(file);
    ctx.type = typeOfExt[ext]!;
    ctx.length = found.size;
  };
}
