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

/** Reads the body as UTF-8 text, refusing (413) one larger than `limit` bytes before or while it is read. */
export async function readBodyText(req: IncomingMessage, limit: number): Promise<string> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);
  try {
    return await getRawBody(req, { limit, length: req.headers['content-length'] ?? null, encoding: 'utf-8' });
  } catch (err) {
    if ((err as { type?: string }).type === 'entity.too.large') throw tooLarge(limit);
    throw new HttpError(400, 'bad_request', 'The request body could not be read.');
  }
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
