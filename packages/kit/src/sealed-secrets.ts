import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

/**
 * Secrets at rest (an SMTP password, a provider's API key) and signed links, from the deployment's keys (a
 * comma-separated list: the first seals and signs, every one opens and verifies, so a key can be rotated).
 *
 * Each use derives its own key with HKDF under a purpose name, so that a key sealing passwords never signs a
 * link. Sealing is AES-256-GCM (an AEAD: a value changed at rest fails to open rather than opening to garbage);
 * the sealed text names the key it was sealed with by a short id, stored beside the value.
 */
const version = 'v1';

interface DerivedKey {
  id: string;
  key: Buffer;
}

function derive(keys: readonly string[], purpose: string): DerivedKey[] {
  if (keys.length === 0) throw new Error('no key to derive from');
  return keys.map((secret) => {
    const key = Buffer.from(hkdfSync('sha256', secret, 'portfolio', purpose, 32));
    // The id names the key without revealing it: a hash of the derived key, cut short.
    const id = createHash('sha256').update(key).digest('base64url').slice(0, 8);
    return { id, key };
  });
}

export interface Sealer {
  /** `v1.<key id>.<iv>.<ciphertext>.<tag>`, all base64url: a different text each time for the same value. */
  seal(plain: string): string;
  /** The value, or undefined when no key opens it (sealed with a key since removed, or altered). */
  open(sealed: string): string | undefined;
}

export function sealer(keys: readonly string[], purpose: string): Sealer {
  const derived = derive(keys, purpose);
  const aad = Buffer.from(`${version}:${purpose}`);
  return {
    seal(plain) {
      const { id, key } = derived[0]!;
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(aad);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        version,
        id,
        iv.toString('base64url'),
        body.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
      ].join('.');
    },
    open(sealed) {
      const parts = sealed.split('.');
      if (parts.length !== 5 || parts[0] !== version) return undefined;
      const [, id, iv, body, tag] = parts as [string, string, string, string, string];
      const match = derived.find((k) => k.id === id);
      if (!match) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', match.key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(aad);
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}

export interface Signer {
  /** `<payload as base64url>.<HMAC-SHA256 as base64url>`. */
  sign(payload: string): string;
  /** The payload when some key's signature matches (compared in constant time), else undefined. */
  verify(token: string): string | undefined;
}

export function signer(keys: readonly string[], purpose: string): Signer {
  const derived = derive(keys, purpose);
  const mac = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest();
  return {
    sign(payload) {
      const body = Buffer.from(payload, 'utf8').toString('base64url');
      return `${body}.${mac(derived[0]!.key, body).toString('base64url')}`;
    },
    verify(token) {
      const dot = token.indexOf('.');
      if (dot < 1 || dot !== token.lastIndexOf('.')) return undefined;
      const body = token.slice(0, dot);
      const given = Buffer.from(token.slice(dot + 1), 'base64url');
      for (const { key } of derived) {
        const expected = mac(key, body);
        if (given.length === expected.length && timingSafeEqual(given, expected)) {
          return Buffer.from(body, 'base64url').toString('utf8');
        }
      }
      return undefined;
    },
  };
}
