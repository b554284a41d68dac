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

const hasBody = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/** Reads and parses a JSON body with a size cap and a content-type allowlist; `undefined` when there is none. */
export async function readJsonBody(
  req: IncomingMessage,
  { limit, types = ['application/json'] }: BodyOptions,
): Promise<unknown> {
  if (!hasBody(req)) return undefined;

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

  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);

  let text: string;
  try {
    text = await getRawBody(req, { limit, length: req.headers['content-length'] ?? null, encoding: 'utf-8' });
  } catch (err) {
    if ((err as { type?: string }).type === 'entity.too.large') throw tooLarge(limit);
    throw new HttpError(400, 'bad_request', 'The request body could not be read.');
  }

  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'invalid_json', 'The request body is not valid JSON.');
  }
}

const tooLarge = (limit: number) =>
  new HttpError(413, 'payload_too_large', `The request body is larger than ${limit} bytes.`);
