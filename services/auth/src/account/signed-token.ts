import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** What a mailed link or a sign-in challenge carries: its purpose, expiry, and the credentials it was issued for. */
export interface TokenClaims {
  purpose: 'challenge' | 'password-reset' | 'email-change';
  /** Expiry, epoch ms. */
  exp: number;
  /** The credentials' fingerprint when issued: a password or email changed since makes the token worthless. */
  cred: string;
  /** A random id, claimed when the token is used so that it works once. */
  nonce: string;
  /** The email-change link's new address; the challenge's known device. */
  value?: string;
}

/**
 * Tokens signed with keys derived from the session keys under their own label (the first signs, every one verifies:
 * a rotation keeps links working), so no other signature of ours can pass for one. Not encrypted: they hold nothing
 * secret (an expiry, a fingerprint, a random id, the new address the link is mailed to).
 */
export function tokenSigner(sessionKeys: readonly string[]) {
  const keys = sessionKeys.map((key) => Buffer.from(hkdfSync('sha256', key, 'portfolio', 'account-token', 32)));
  const mac = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest('base64url');
  return {
    sign(claims: TokenClaims): string {
      const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return `${body}.${mac(keys[0]!, body)}`;
    },
    /** The claims of a token signed by us for `purpose` and not expired, else undefined. */
    verify(token: string, purpose: TokenClaims['purpose'], now = Date.now()): TokenClaims | undefined {
      const [body, signature, extra] = token.split('.');
      if (!body || !signature || extra !== undefined) return undefined;
      const given = Buffer.from(signature);
      const valid = keys.some((key) => {
        const expected = Buffer.from(mac(key, body));
        return expected.length === given.length && timingSafeEqual(expected, given);
      });
      if (!valid) return undefined;
      let claims: TokenClaims;
      try {
        claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TokenClaims;
      } catch {
        return undefined;
      }
      if (claims.purpose !== purpose || typeof claims.exp !== 'number' || claims.exp <= now) return undefined;
      return claims;
    },
  };
}
export type TokenSigner = ReturnType<typeof tokenSigner>;
