import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** RFC 6238 as authenticator apps read it: HMAC-SHA-1, 30-second steps, 6 digits. */
export const totpStepSeconds = 30;
const digits = 6;
const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += base32Alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += base32Alphabet[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/=+$/, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = base32Alphabet.indexOf(char);
    if (index === -1) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** 160 random bits, the key length RFC 4226 recommends for HMAC-SHA-1. */
export const newTotpSecret = () => base32Encode(randomBytes(20));

/** RFC 4226's HOTP of one counter value, `length` digits (RFC 6238's vectors use 8). */
export function hotp(key: Uint8Array, counter: number, length = digits): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** length).padStart(length, '0');
}

export const totpStep = (nowMs: number) => Math.floor(nowMs / 1000 / totpStepSeconds);

/** The code for the step of `nowMs`. */
export const totpAt = (secret: string, nowMs: number, length = digits) =>
  hotp(base32Decode(secret), totpStep(nowMs), length);

/**
 * The step whose code `code` is, within one step either side of now (a clock a little off, a code typed as it
 * changed), else undefined. Every candidate is compared, in constant time, so the timing tells nothing.
 */
export function matchingStep(secret: string, code: string, nowMs: number): number | undefined {
  const key = base32Decode(secret);
  const now = totpStep(nowMs);
  const given = Buffer.from(code.padEnd(digits, ' ').slice(0, digits));
  let found: number | undefined;
  for (const step of [now - 1, now, now + 1]) {
    if (timingSafeEqual(Buffer.from(hotp(key, step)), given) && code.length === digits) found ??= step;
  }
  return found;
}

/** The URI authenticator apps read from the QR code (Google's Key Uri Format). */
export function otpauthUri(secret: string, issuer: string, account: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({ secret, issuer, algorithm: 'SHA1', digits: String(digits), period: '30' });
  return `otpauth://totp/${label}?${query.toString()}`;
}
