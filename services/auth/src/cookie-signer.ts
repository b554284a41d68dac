import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';

/** What the `cookies` library asks of `app.keys` when it is not a plain list of keys. */
export interface CookieSigner {
  sign(data: string): string;
  verify(data: string, digest: string): boolean;
  index(data: string, digest: string): number;
}

/**
 * Keygrip's signatures (HMAC-SHA1, URL-safe base64 without padding), so cookies signed before stay valid, at a
 * fraction of its cost: Keygrip is rebuilt for every request, and its constant-time comparison hashes both sides
 * again under a fresh random key (two more HMACs and a random draw), which made the signature check most of the
 * cost of a signed-in session check. Here each key is prepared once and the comparison is `timingSafeEqual` on
 * signatures of one fixed length. The first key signs; every key verifies (rotation).
 */
export function cookieSigner(keys: readonly string[]): CookieSigner {
  if (keys.length === 0) throw new Error('at least one cookie-signing key is needed');
  const prepared = keys.map((key) => createSecretKey(Buffer.from(key)));
  const signWith = (index: number, data: string) =>
    createHmac('sha1', prepared[index]!).update(data).digest('base64url');
  // The signatures each key gives the cookies seen lately: a session check repeats the same cookie all day long.
  const expectedFor = new Map<string, Buffer[]>();
  const index = (data: string, digest: string) => {
    let expected = expectedFor.get(data);
    if (!expected) {
      if (expectedFor.size >= 1000) expectedFor.clear();
      expected = prepared.map((_, i) => Buffer.from(signWith(i, data)));
      expectedFor.set(data, expected);
    }
    const given = Buffer.from(digest);
    return expected.findIndex((signature) => signature.length === given.length && timingSafeEqual(signature, given));
  };
  return {
    sign: (data) => signWith(0, data),
    verify: (data, digest) => index(data, digest) !== -1,
    index,
  };
}
