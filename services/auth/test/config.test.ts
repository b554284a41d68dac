import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '@portfolio/kit';
import { authConfigSchema } from '../src/config.ts';
import { hashPassword } from '../src/credentials/password-hash.ts';

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    parseConfig(authConfigSchema, env);
    return [];
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    return err.problems;
  }
};

const strongKey = 'Zx8v3Qm2Lr7Tp1Ks9Wd4Hy6Bn0Cf5Gj8Mq';
/** A PHC string with chosen parameters and salt and tag lengths (the tag need not verify anything here). */
const phc = (m: number, t: number, saltBytes = 16, tagBytes = 32) =>
  `$argon2id$v=19$m=${m},t=${t},p=1$${Buffer.alloc(saltBytes, 1).toString('base64').replace(/=+$/, '')}$${Buffer.alloc(tagBytes, 2).toString('base64').replace(/=+$/, '')}`;

describe('auth configuration: secrets and credentials', () => {
  it('refuses every secret .env.example ships as a placeholder, each listed as a problem', () => {
    const problems = problemsOf({
      SESSION_SECRET: 'replace-with-at-least-32-random-characters',
      GATEWAY_SECRET: 'replace-with-at-least-32-random-characters',
      ADMIN_PASSWORD_HASH: '$argon2id$v=19$m=65536,t=3,p=4$REPLACE$REPLACE',
      ADMIN_PASSWORD: 'a long passphrase',
      REDIS_URL: 'redis://:replace-me@redis:6379',
    });
    for (const key of ['SESSION_SECRET', 'GATEWAY_SECRET', 'ADMIN_PASSWORD_HASH', 'ADMIN_PASSWORD', 'REDIS_URL']) {
      expect(problems.filter((p) => p.startsWith(`${key}: `)).length, key).toBeGreaterThan(0);
    }
  });

  it('refuses each signing key under 32 bytes, and the empty key of a trailing comma', () => {
    expect(problemsOf({ SESSION_SECRET: `${strongKey},short-old-key` })).toEqual([
      expect.stringMatching(/^SESSION_SECRET: key 2 of 2 has 13 bytes/),
    ]);
    expect(problemsOf({ SESSION_SECRET: `${strongKey},` })).toEqual([
      expect.stringMatching(/^SESSION_SECRET: key 2 of 2 is empty/),
    ]);
    expect(parseConfig(authConfigSchema, { SESSION_SECRET: `${strongKey}, ${strongKey}x` }).SESSION_SECRET).toEqual([
      strongKey,
      `${strongKey}x`,
    ]);
  });

  it('refuses an ADMIN_PASSWORD_HASH below m=19456 or t=2, or with a salt or tag under 16 bytes', () => {
    expect(problemsOf({ ADMIN_PASSWORD_HASH: phc(19_455, 2) })).toEqual([
      expect.stringMatching(/^ADMIN_PASSWORD_HASH: m=19455 is below m=19456/),
    ]);
    expect(problemsOf({ ADMIN_PASSWORD_HASH: phc(19_456, 1) })).toEqual([
      expect.stringMatching(/^ADMIN_PASSWORD_HASH: t=1 is below t=2/),
    ]);
    expect(problemsOf({ ADMIN_PASSWORD_HASH: phc(65_536, 3, 8) })).toEqual([
      expect.stringMatching(/^ADMIN_PASSWORD_HASH: its salt has 8 bytes, under 16/),
    ]);
    expect(problemsOf({ ADMIN_PASSWORD_HASH: phc(65_536, 3, 16, 12) })).toEqual([
      expect.stringMatching(/^ADMIN_PASSWORD_HASH: its tag has 12 bytes, under 16/),
    ]);
    expect(problemsOf({ ADMIN_PASSWORD_HASH: phc(19_456, 2) })).toEqual([]);
  });

  it('accepts what `make admin-password --print-hash` produces', async () => {
    expect(problemsOf({ ADMIN_PASSWORD_HASH: await hashPassword('a real passphrase of some length') })).toEqual([]);
  });
});
