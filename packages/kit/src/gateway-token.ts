import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import { gatewayTokenHeader } from '@portfolio/contracts';
import { env } from './config.ts';
import { isPlaceholder, placeholderMessage } from './placeholders.ts';

/**
 * What a gateway secret may hold: base64, base64url and hex (what `openssl rand` prints), nothing that could end
 * the nginx string it is written into (quotes, backslashes, `$`, `;`, braces, white space).
 */
export const gatewaySecretCharacters = /^[A-Za-z0-9+/=_.~-]+$/;
export const gatewaySecretMinLength = 32;

/** GATEWAY_SECRET in a service's configuration: unset means no request is ever taken for the gateway's. */
export const gatewaySecretSchema = env.optional().pipe(
  z
    .string()
    .min(gatewaySecretMinLength, `must be at least ${gatewaySecretMinLength} characters`)
    .max(512, 'must be at most 512 characters')
    .regex(gatewaySecretCharacters, 'may hold only letters, digits and + / = _ . ~ -')
    .refine((value) => !isPlaceholder(value), placeholderMessage)
    .optional(),
);

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * A check of a request's gateway token against `secret` (none: never), in constant time: both sides are hashed
 * first, so neither which character differs nor a difference in length shows in how long the answer takes. The
 * verdict is kept per request: the client address, scheme, role and request id each ask.
 */
export function gatewayTokenCheck(secret: string | undefined): (req: IncomingMessage) => boolean {
  if (!secret) return () => false;
  const expected = digest(secret);
  const verdicts = new WeakMap<IncomingMessage, boolean>();
  return (req) => {
    let verdict = verdicts.get(req);
    if (verdict === undefined) {
      const presented = req.headers[gatewayTokenHeader];
      verdict = typeof presented === 'string' && timingSafeEqual(digest(presented), expected);
      verdicts.set(req, verdict);
    }
    return verdict;
  };
}
