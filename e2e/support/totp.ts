import { createHmac } from 'node:crypto';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32, as authenticator apps take a secret typed by hand (any case, spaces and padding ignored). */
function base32Bytes(text: string): Buffer {
  let bits = '';
  for (const char of text.toUpperCase().replace(/[\s=]/g, '')) {
    const value = alphabet.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

/**
 * The code an authenticator app shows for `secret` (RFC 6238: HMAC-SHA-1, 30-second steps, 6 digits) at `time`
 * (ms), so that the suite signs in as a phone would. Written here from the RFC, not imported from the service it tests.
 */
export function totp(secret: string, time: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(time / 30_000)));
  const digest = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const value = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, '0');
}

/** One step later than now: still inside the ±1 step the server accepts, and never a code already spent this step. */
export const nextTotp = (secret: string) => totp(secret, Date.now() + 30_000);
