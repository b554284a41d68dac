import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Middleware } from 'koa';
import { conditionalGet, HttpError } from '@portfolio/kit';
import { immutable } from '../media/media-files-handler.ts';
import type { DocumentFolder } from './document-folder.ts';

/** The site document (packages/contracts/src/site-documents.ts) this handler answers. */
export const documentFilesPattern = '/documents/{key}/{file}';

/**
 * The one spelling of a document's address: `/documents/{key}/{sha256}.pdf`, the key as the contract writes it, the
 * hash in lower-case hex. Anchored and bounded (linear); the path is matched as sent, so an encoded slash or dot is
 * simply not a match.
 */
const documentPath = /^\/documents\/([a-z0-9]+(?:-[a-z0-9]+)*)\/([0-9a-f]{64})\.pdf$/;
const longestPath = '/documents/'.length + 40 + 1 + 64 + '.pdf'.length;

const notFound = () => new HttpError(404, 'not_found', 'There is no such document.');

/**
 * Answers `/documents/…` from the document folder (a site document of kind file, routed here by nginx and the
 * dispatcher): GET and HEAD, 404 for any other spelling or a file not stored, a year of immutable caching (the
 * name is the content's hash), as an attachment named after its key, PDF with nosniff.
 */
export function documentFilesHandler(folder: DocumentFolder): Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith('/documents/')) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD')
      throw new HttpError(405, 'method_not_allowed', 'Only GET and HEAD read a document.', {
        headers: { Allow: 'GET, HEAD' },
      });
    const match = ctx.path.length <= longestPath ? documentPath.exec(ctx.path) : null;
    if (!match) throw notFound();
    const [, key, hash] = match as unknown as [string, string, string];
    const file = folder.fileOf(hash);
    const found = await stat(file).catch(() => undefined);
    if (!found?.isFile()) throw notFound();
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Content-Disposition', `attachment; filename="${key}.pdf"`);
    // The hash names the bytes: the strongest tag there is.
    const validators = { etag: `"${hash}"`, lastModified: found.mtime, cacheControl: immutable };
    if (conditionalGet(ctx.req, ctx.res, validators)) {
      ctx.status = 304;
      return;
    }
    ctx.body = createReadStream(file);
    ctx.type = 'application/pdf';
    ctx.length = found.size;
  };
}
