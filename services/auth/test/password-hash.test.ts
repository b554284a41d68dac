import { describe, expect, it } from 'vitest';
import {
  defaultArgon2Params,
  hashPassword,
  isArgon2idPhc,
  parsePhc,
  verifyPassword,
} from '../src/credentials/password-hash.ts';
import { quickHash, quickParams } from './fixture.ts';

const phcShape = /^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/;

describe('Argon2id password hashes (PHC strings)', () => {
  it('round-trips with the default parameters, and a wrong password fails', async () => {
    const hash = await hashPassword('the right password');
    expect(hash).toMatch(phcShape);
    expect(parsePhc(hash)?.params).toEqual(defaultArgon2Params);
    expect(await verifyPassword(hash, 'the right password')).toBe(true);
    expect(await verifyPassword(hash, 'the wrong password')).toBe(false);
  });

  it('records its parameters, salts every hash, and verifies with the parameters it names', async () => {
    const [a, b] = [await quickHash('same password'), await quickHash('same password')];
    expect(a).not.toBe(b);
    const parsed = parsePhc(a)!;
    expect(parsed.params).toEqual(quickParams);
    expect(parsed.salt.length).toBe(16);
    expect(parsed.hash.length).toBe(32);
    expect(await verifyPassword(a, 'same password')).toBe(true);
    expect(await verifyPassword(b, 'same password')).toBe(true);
  });

  it('rejects near misses', async () => {
    const hash = await quickHash('Password123!');
    for (const attempt of ['password123!', 'Password123', 'Password123! ', '', 'Password123!Password123!']) {
      expect(await verifyPassword(hash, attempt), attempt).toBe(false);
    }
  });

  it('never matches a malformed or foreign stored hash', async () => {
    const genuine = await quickHash('secret passphrase');
    const foreign = [
      '',
      'secret passphrase',
      genuine.replace('$argon2id$', '$argon2i$'),
      genuine.replace('v=19', 'v=16'),
      '$2b$12$C6UzMDM.H6dfI/f/IKcEeO5h0ZcQ9r5R1yJ5b8h5Lk7C1mK0e6m1e',
    ];
    for (const stored of foreign) {
      expect(isArgon2idPhc(stored), stored).toBe(false);
      expect(await verifyPassword(stored, 'secret passphrase'), stored).toBe(false);
    }
    expect(isArgon2idPhc(genuine)).toBe(true);
  });

  it('fails on a tampered digest', async () => {
    const hash = await quickHash('secret passphrase');
    const digest = hash.slice(hash.lastIndexOf('$') + 1);
    const flipped = `${digest[0] === 'A' ? 'B' : 'A'}${digest.slice(1)}`;
    expect(await verifyPassword(hash.replace(digest, flipped), 'secret passphrase')).toBe(false);
  });
});
