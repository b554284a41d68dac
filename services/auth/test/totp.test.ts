import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  matchingStep,
  newTotpSecret,
  otpauthUri,
  totpAt,
} from '../src/account/totp.ts';

// RFC 6238, appendix B: the SHA-1 seed is the ASCII string "12345678901234567890", codes of 8 digits.
const rfcSecret = base32Encode(Buffer.from('12345678901234567890', 'ascii'));
const rfcVectors: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238, SHA-1, 30 s)', () => {
  it.each(rfcVectors)('gives the RFC test vector at T = %i s', (seconds, code) => {
    expect(totpAt(rfcSecret, seconds * 1000, 8)).toBe(code);
  });

  it("gives RFC 4226's HOTP test values (the counter under every step)", () => {
    const key = Buffer.from('12345678901234567890', 'ascii');
    expect([0, 1, 2, 9].map((counter) => hotp(key, counter))).toEqual(['755224', '287082', '359152', '520489']);
  });

  it('reads back what it writes in base32, and draws 160-bit secrets', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 255, 17, 99]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(base32Decode(newTotpSecret())).toHaveLength(20);
    expect(() => base32Decode('not base32!')).toThrow();
  });

  it('accepts a code one step either side of the clock and refuses one further off', () => {
    const secret = newTotpSecret();
    const now = 1_700_000_000_000;
    const step = Math.floor(now / 30_000);
    expect(matchingStep(secret, totpAt(secret, now), now)).toBe(step);
    expect(matchingStep(secret, totpAt(secret, now - 30_000), now)).toBe(step - 1);
    expect(matchingStep(secret, totpAt(secret, now + 30_000), now)).toBe(step + 1);
    expect(matchingStep(secret, totpAt(secret, now - 60_000), now)).toBeUndefined();
    expect(matchingStep(secret, totpAt(secret, now + 60_000), now)).toBeUndefined();
    expect(matchingStep(secret, '12345', now)).toBeUndefined();
  });

  it('writes the otpauth URI authenticator apps read', () => {
    const uri = new URL(otpauthUri('JBSWY3DPEHPK3PXP', 'Portfolio', 'admin@example.com'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Portfolio:admin@example.com');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret: 'JBSWY3DPEHPK3PXP',
      issuer: 'Portfolio',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
