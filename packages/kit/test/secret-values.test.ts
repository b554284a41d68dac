import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  envFileProblems,
  hasPlaceholderPassword,
  isPlaceholder,
  keyListProblems,
  keyListSetting,
  parseConfig,
} from '../src/index.ts';

const envExample = readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8');
const key = (c: string, bytes = 32) => c.repeat(bytes);

describe('key lists (SESSION_SECRET and the like)', () => {
  it('accepts keys of 32 bytes or more, counted in bytes', () => {
    expect(keyListProblems(key('a'))).toEqual([]);
    expect(keyListProblems(`${key('a')}, ${key('b', 48)}`)).toEqual([]);
    // 16 two-byte characters are 32 bytes.
    expect(keyListProblems(key('é', 16))).toEqual([]);
  });

  it('refuses every key under 32 bytes, not only the first or the list as a whole', () => {
    expect(keyListProblems(key('a', 31))).toEqual([expect.stringMatching(/31 bytes.*at least 32/)]);
    // Long enough together, not each: the old check looked at the whole string.
    expect(keyListProblems(`${key('a')},${key('b', 20)}`)).toEqual([expect.stringMatching(/^key 2 of 2 has 20 bytes/)]);
  });

  it('refuses an empty key, as a trailing or doubled comma leaves one', () => {
    expect(keyListProblems(`${key('a')},`)).toEqual([expect.stringMatching(/^key 2 of 2 is empty/)]);
    expect(keyListProblems(`${key('a')},,${key('b')}`)).toEqual([expect.stringMatching(/^key 2 of 3 is empty/)]);
  });

  it('refuses the example placeholder even though it is long enough', () => {
    expect(keyListProblems('replace-with-at-least-32-random-characters')).toEqual([
      expect.stringMatching(/placeholder/),
    ]);
  });

  it('as a setting: hands back the keys, and lists every bad one as a configuration problem', () => {
    const schema = z.object({ SESSION_SECRET: keyListSetting() });
    expect(parseConfig(schema, { SESSION_SECRET: ` ${key('a')} ,${key('b')}` })).toEqual({
      SESSION_SECRET: [key('a'), key('b')],
    });
    expect(parseConfig(schema, {})).toEqual({ SESSION_SECRET: undefined });
    expect(() => parseConfig(schema, { SESSION_SECRET: `${key('a', 8)},` })).toThrow(
      /SESSION_SECRET: the key|SESSION_SECRET: key 1 of 2 has 8 bytes[\s\S]*SESSION_SECRET: key 2 of 2 is empty/,
    );
  });
});

describe('placeholders', () => {
  it("recognises .env.example's stand-ins, and passwords inside database URLs", () => {
    for (const value of ['replace-me', 'replace-with-at-least-32-random-characters', '$argon2id$…$REPLACE$REPLACE']) {
      expect(isPlaceholder(value)).toBe(true);
    }
    expect(isPlaceholder('a long passphrase')).toBe(true);
    expect(isPlaceholder('Zx8v3Qm2Lr7Tp1Ks9Wd4Hy6Bn0Cf5Gj')).toBe(false);
    expect(hasPlaceholderPassword('redis://:replace-me@redis:6379')).toBe(true);
    expect(hasPlaceholderPassword('mongodb://portfolio:replace-me@mongo:27017,mongo2:27017/portfolio')).toBe(true);
    expect(hasPlaceholderPassword('redis://:Zx8v3Qm2Lr7Tp1Ks@redis:6379')).toBe(false);
    expect(hasPlaceholderPassword('redis://redis:6379')).toBe(false);
  });

  it('make up refuses a .env still holding every placeholder of .env.example', () => {
    const problems = envFileProblems(envExample);
    // Every value the example asks to replace, whatever keys it gains, and the example administrator.
    const toReplace = [...envExample.matchAll(/^([A-Z_]+)=.*replace/gim)].map((m) => m[1]!);
    expect(toReplace).toEqual(
      expect.arrayContaining(['ADMIN_PASSWORD_HASH', 'SESSION_SECRET', 'GATEWAY_SECRET', 'MONGO_ROOT_PASSWORD']),
    );
    expect(toReplace).toContain('REDIS_PASSWORD');
    expect(problems).toEqual([
      'ADMIN_EMAIL is an example address',
      ...toReplace.map((key) => `${key} is still the example placeholder`),
    ]);
  });

  it('make up accepts the same file filled in', () => {
    const filled = envExample
      .replace('admin@example.com', 'me@my-site.dev')
      .replace(/\$REPLACE\$REPLACE/, '$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g')
      .replaceAll('replace-with-at-least-32-random-characters', 'Zx8v3Qm2Lr7Tp1Ks9Wd4Hy6Bn0Cf5Gj8Mq')
      .replaceAll('replace-me', 'Lr7Tp1Ks9Wd4Hy6B');
    expect(envFileProblems(filled)).toEqual([]);
  });
});
