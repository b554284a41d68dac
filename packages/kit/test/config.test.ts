import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, env, parseConfig } from '../src/index.ts';

const schema = z.object({
  PORT: env.port(8080),
  LOGIN_MAX_FAILURES: env.int(10, 1),
  TRUSTED_PROXIES: env.list(),
  REDIS_URL: env.optional().pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  LOG_LEVEL: z.enum(['info', 'debug']).default('info'),
});

function problemsOf(values: NodeJS.ProcessEnv): string[] {
  try {
    parseConfig(schema, values);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).problems;
  }
  throw new Error('the configuration was accepted');
}

describe('parseConfig', () => {
  it('applies defaults to an empty environment', () => {
    expect(parseConfig(schema, {})).toEqual({
      PORT: 8080,
      LOGIN_MAX_FAILURES: 10,
      TRUSTED_PROXIES: [],
      REDIS_URL: undefined,
      LOG_LEVEL: 'info',
    });
  });

  it('coerces and trims what is set', () => {
    const config = parseConfig(schema, {
      PORT: '4001',
      LOGIN_MAX_FAILURES: '3',
      TRUSTED_PROXIES: ' 10.0.0.0/8, ,172.18.0.2 ',
      REDIS_URL: 'redis://127.0.0.1:6379',
      LOG_LEVEL: 'debug',
    });
    expect(config).toEqual({
      PORT: 4001,
      LOGIN_MAX_FAILURES: 3,
      TRUSTED_PROXIES: ['10.0.0.0/8', '172.18.0.2'],
      REDIS_URL: 'redis://127.0.0.1:6379',
      LOG_LEVEL: 'debug',
    });
  });

  it('treats an empty value as unset (compose files pass VAR= through)', () => {
    expect(parseConfig(schema, { PORT: '', LOGIN_MAX_FAILURES: '', TRUSTED_PROXIES: '', REDIS_URL: '' })).toEqual(
      parseConfig(schema, {}),
    );
  });

  it('lists every bad key, not just the first', () => {
    const problems = problemsOf({ PORT: '70000', LOGIN_MAX_FAILURES: 'many' });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^PORT: /);
    expect(problems[1]).toMatch(/^LOGIN_MAX_FAILURES: /);
  });

  it('names each bad key in the message printed at start-up', () => {
    try {
      parseConfig(schema, { PORT: '-1', REDIS_URL: 'http://cache', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (err) {
      const message = (err as ConfigError).message;
      expect(message).toMatch(/^Invalid configuration:\n/);
      for (const key of ['PORT', 'REDIS_URL', 'LOG_LEVEL']) expect(message).toContain(`  - ${key}: `);
    }
  });

  it('refuses ports and counts that are not whole numbers in range', () => {
    expect(problemsOf({ PORT: '80.5' })).toEqual([expect.stringMatching(/^PORT: /)]);
    expect(problemsOf({ LOGIN_MAX_FAILURES: '0' })).toEqual([expect.stringMatching(/^LOGIN_MAX_FAILURES: /)]);
  });
});
