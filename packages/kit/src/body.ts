import type { IncomingMessage } from 'node:http';
import { parse as parseContentType } from 'content-type';
import getRawBody from 'raw-body';
import { HttpError } from './errors.ts';

export interface BodyOptions {
  /** Largest body in bytes. */
  limit: number;
  /** Media types accepted; `text/plain` lets `navigator.sendBeacon` post JSON without a preflight. */
  types?: readonly string[];
}

/** Whether the request carries a body at all (a body-less request is left to the schema to judge). */
export const hasBody = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/** Refuses (415) a body sent as anything but one of `types`, in UTF-8. */
export function checkMediaType(req: IncomingMessage, types: readonly string[] = ['application/json']) {
  let mediaType: string;
  let charset: string | undefined;
  try {
    const parsed = parseContentType(req.headers['content-type'] ?? '');
    mediaType = parsed.type;
    charset = parsed.parameters.charset?.toLowerCase();
  } catch {
    throw new HttpError(415, 'unsupported_media_type', `Send the body as ${types.join(' or ')}.`);
  }
  if (!types.includes(mediaType) || (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8')) {
    throw new HttpError(415, 'unsupported_media_type', `Send the body as ${types.join(' or ')} in UTF-8.`);
  }
}

/**
 * Refuses (415) a file body labelled as anything but one of `types`. Bytes have no charset, so none is required or
 * refused; a missing label is refused like a wrong one (the service still decides what the bytes are).
 */
export function checkBytesType(req: IncomingMessage, types: readonly string[]) {
  let mediaType: string | undefined;
  try {
    mediaType = parseContentType(req.headers['content-type'] ?? '').type;
  } catch {
    mediaType = undefined;
  }
  if (mediaType === undefined || !types.includes(mediaType))
    throw new HttpError(415, 'unsupported_media_type', `Send the file as ${types.join(' or ')}.`);
}

/**
 * Reads the body with `read` (raw-body, as text or bytes), refusing (413) one larger than `limit` bytes before
 * (Content-Length) or while it is read.
 */
async function readCapped<T>(
  req: IncomingMessage,
  limit: number,
  read: (options: { limit: number; length: string | null }) => Promise<T>,
): Promise<T> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);
  try {
    return await read({ limit, length: req.headers['content-length'] ?? null });
  } catch (err) {
    if ((err as { type?: string }).type === 'entity.too.large') throw tooLarge(limit);
    throw new HttpError(400, 'bad_request', 'The request body could not be read.');
  }
}

/** Reads the body as UTF-8 text, refusing (413) one larger than `limit` bytes before or while it is read. */
export const readBodyText = (req: IncomingMessage, limit: number): Promise<string> =>
  readCapped(req, limit, (options) => getRawBody(req, { ...options, encoding: 'utf-8' }));

/**
 * A file body (an image upload) as its bytes, with the same cap; a label outside `types` is refused (415) before a
 * byte is read. A body-less request reads as no bytes, for the service to refuse as it sees fit.
 */
export async function readBytesBody(req: IncomingMessage, { limit, types = [] }: BodyOptions): Promise<Buffer> {
  checkBytesType(req, types);
  return hasBody(req) ? readCapped(req, limit, (options) => getRawBody(req, options)) : Buffer.alloc(0);
}

/** The body's JSON value; text that is not JSON is a 400 invalid_json. */
export function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'invalid_json', 'The request body is not valid JSON.');
  }
}

/** Reads and parses a JSON body with a size cap and a content-type allowlist; `undefined` when there is none. */
export async function readJsonBody(
  req: IncomingMessage,
  { limit, types = ['application/json'] }: BodyOptions,
): Promise<unknown> {
  if (!hasBody(req)) return undefined;
  checkMediaType(req, types);
  return parseJsonText(await readBodyText(req, limit));
}

const tooLarge = (limit: number) =>
  new HttpError(413, 'payload_too_large', `The request body is larger than ${limit} bytes.`);
