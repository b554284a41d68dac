import { describe, expect, it } from 'vitest';
import { serviceTable } from '@portfolio/contracts';
import { ConfigError, parseConfig } from '@portfolio/kit';
import { logsConfigSchema } from '../src/config.ts';

describe('logs configuration', () => {
  it('runs on embedded storage with the documented defaults when nothing is set', () => {
    const config = parseConfig(logsConfigSchema, {});
    expect(config.MONGO_URL).toBeUndefined();
    expect(config).toMatchObject({
      PORT: serviceTable.logs.port,
      DATA_DIR: 'data',
      LOGS_RETENTION_DAYS: 30,
      LOGS_RATE_LIMIT: 120,
      LOGS_RATE_WINDOW_MS: 60_000,
      LOGS_FOLD_WINDOW_MS: 10_000,
      LOGS_MAX_OCCURRENCES_PER_ISSUE: 100,
      LOGS_DAILY_QUOTA_CLIENT: 100_000,
      LOGS_DAILY_QUOTA_SERVER: 100_000,
      LOGS_MIN_FREE_DISK_MB: 256,
      TRUSTED_PROXIES: [],
    });
  });

  it('takes MongoDB URLs, replica sets and SRV records included', () => {
    for (const url of [
      'mongodb://mongo:27017/portfolio',
      'mongodb://a:1,b:2/db?replicaSet=rs0',
      'mongodb+srv://x.example',
    ]) {
      expect(parseConfig(logsConfigSchema, { MONGO_URL: url }).MONGO_URL).toBe(url);
    }
    expect(parseConfig(logsConfigSchema, { MONGO_URL: '' }).MONGO_URL).toBeUndefined();
  });

  it("refuses a MongoDB URL whose password is still .env.example's placeholder", () => {
    expect(() =>
      parseConfig(logsConfigSchema, { MONGO_URL: 'mongodb://logs:replace-me@mongo:27017/logs?authSource=logs' }),
    ).toThrow(/MONGO_URL: password is the example placeholder/);
  });

  it('lists every bad key', () => {
    try {
      parseConfig(logsConfigSchema, { MONGO_URL: 'redis://x', LOGS_RETENTION_DAYS: '0', LOGS_RATE_LIMIT: 'many' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const problems = (err as ConfigError).problems.join('\n');
      for (const key of ['MONGO_URL', 'LOGS_RETENTION_DAYS', 'LOGS_RATE_LIMIT']) expect(problems).toContain(key);
    }
  });

  it('bounds every TTL source by what a MongoDB TTL index takes (2^31-1 seconds), with the limit in the message', () => {
    const maxSeconds = 2 ** 31 - 1;
    // Daily counts are kept a day past the retention; applied record ids a day past the spool's maximum age.
    const config = parseConfig(logsConfigSchema, {
      LOGS_RETENTION_DAYS: '24854',
      LOGS_SPOOL_MAX_AGE_MS: '2147397246000',
    });
    expect((config.LOGS_RETENTION_DAYS + 1) * 86_400).toBeLessThanOrEqual(maxSeconds);
    expect(Math.round((config.LOGS_SPOOL_MAX_AGE_MS + 86_400_000) / 1000)).toBeLessThanOrEqual(maxSeconds);
    expect(() => parseConfig(logsConfigSchema, { LOGS_RETENTION_DAYS: '24855' })).toThrow(
      /LOGS_RETENTION_DAYS: at most 24854 \(MongoDB's TTL limit/,
    );
    expect(() => parseConfig(logsConfigSchema, { LOGS_SPOOL_MAX_AGE_MS: '2147397247000' })).toThrow(
      /LOGS_SPOOL_MAX_AGE_MS: at most/,
    );
  });
});
