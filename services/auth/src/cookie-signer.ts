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
  const index = (data: string, digest: string) => {
    const given = Buffer.from(digest);
    for (let i = 0; i < prepared.length; i++) {
      const expected = Buffer.from(signWith(i, data));
      if (expected.length === given.length && timingSafeEqual(expected, given)) return i;
    }
    return -1;
  };
  return {
    sign: (data) => signWith(0, data),
    verify: (data, digest) => index(data, digest) !== -1,
    index,
  };
}
