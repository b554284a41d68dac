import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cookieSigner } from '../src/cookie-signer.ts';

/** Keygrip's signature as the `cookies` library made it before: HMAC-SHA1, base64 with `/+=` made URL-safe. */
const keygripSign = (data: string, key: string) =>
  createHmac('sha1', key)
    .update(data)
    .digest('base64')
    .replace(/[/+=]/g, (c) => ({ '/': '_', '+': '-', '=': '' })[c]!);

const current = 'current-signing-key-0123456789abcdef01234';
const previous = 'previous-signing-key-0123456789abcdef0123';
const data = 'portfolio_sid=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

describe('cookieSigner', () => {
  it('signs as Keygrip did, so the cookies of sessions begun before stay valid', () => {
    const signer = cookieSigner([current, previous]);
    expect(signer.sign(data)).toBe(keygripSign(data, current));
    expect(signer.index(data, keygripSign(data, current))).toBe(0);
  });

  it('verifies with every key (a rotation) and names which, so the cookie can be signed again with the first', () => {
    const signer = cookieSigner([current, previous]);
    expect(signer.index(data, keygripSign(data, previous))).toBe(1);
    expect(signer.verify(data, keygripSign(data, previous))).toBe(true);
  });

  it('refuses a signature no key made, of any length, also for data it has verified before', () => {
    const signer = cookieSigner([current]);
    const good = keygripSign(data, current);
    expect(signer.index(data, good)).toBe(0);
    for (const forged of [
      '',
      'x',
      good.slice(0, -1),
      `${good}x`,
      keygripSign(data, 'another-key-0123456789abcdef0123456'),
    ]) {
      expect(signer.index(data, forged), forged).toBe(-1);
      expect(signer.verify(data, forged)).toBe(false);
    }
    expect(signer.index(`${data}x`, good)).toBe(-1);
  });
});
