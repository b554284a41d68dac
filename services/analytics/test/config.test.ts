import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '@portfolio/kit';
import { analyticsConfigSchema } from '../src/config.ts';

describe('configuration', () => {
  it('runs with nothing set: embedded store, UTC days, 30 s cache, 13 months of retention, bots dropped', () => {
    const config = parseConfig(analyticsConfigSchema, {});
    expect(config.MONGO_URL).toBeUndefined();
    expect(config).toMatchObject({
      PORT: 4002,
      DATA_DIR: 'data',
      STATS_TIME_ZONE: 'UTC',
      STATS_CACHE_SECONDS: 30,
      ANALYTICS_RETENTION_MONTHS: 13,
      ANALYTICS_KEEP_BOTS: false,
    });
  });

  it('accepts replica-set and SRV MongoDB URLs, and the usual ways of saying yes', () => {
    const config = parseConfig(analyticsConfigSchema, {
      MONGO_URL: 'mongodb://mongo-1:27017,mongo-2:27017/portfolio?replicaSet=rs0',
      ANALYTICS_KEEP_BOTS: 'true',
      STATS_TIME_ZONE: 'Europe/Paris',
    });
    expect(config.ANALYTICS_KEEP_BOTS).toBe(true);
    expect(parseConfig(analyticsConfigSchema, { MONGO_URL: 'mongodb+srv://u:p@cluster.example.net/x' }).MONGO_URL).toBe(
      'mongodb+srv://u:p@cluster.example.net/x',
    );
  });

  it("refuses a MongoDB URL whose password is still .env.example's placeholder", () => {
    expect(() =>
      parseConfig(analyticsConfigSchema, { MONGO_URL: 'mongodb://analytics:replace-me@mongo:27017/analytics' }),
    ).toThrow(/MONGO_URL: password is the example placeholder/);
  });

  it('lists every bad key', () => {
    let error: unknown;
    try {
      parseConfig(analyticsConfigSchema, {
        MONGO_URL: 'redis://localhost',
        STATS_TIME_ZONE: 'Mars/Olympus',
        STATS_CACHE_SECONDS: '60',
        ANALYTICS_KEEP_BOTS: 'perhaps',
        ANALYTICS_RETENTION_MONTHS: '0',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const key of [
      'MONGO_URL',
      'STATS_TIME_ZONE',
      'STATS_CACHE_SECONDS',
      'ANALYTICS_KEEP_BOTS',
      'ANALYTICS_RETENTION_MONTHS',
    ]) {
      expect(problems).toContain(key);
    }
  });

  it('passes the time zone on as the tz database spells it, which MongoDB requires (Intl accepts any case)', () => {
    expect(parseConfig(analyticsConfigSchema, { STATS_TIME_ZONE: 'europe/paris' }).STATS_TIME_ZONE).toBe(
      'Europe/Paris',
    );
    expect(parseConfig(analyticsConfigSchema, { STATS_TIME_ZONE: 'utc' }).STATS_TIME_ZONE).toBe('UTC');
  });

  it('bounds retention by what a MongoDB TTL index takes (2^31-1 seconds), with the limit in the message', () => {
    expect(parseConfig(analyticsConfigSchema, { ANALYTICS_RETENTION_MONTHS: '816' }).ANALYTICS_RETENTION_MONTHS).toBe(
      816,
    );
    expect(() => parseConfig(analyticsConfigSchema, { ANALYTICS_RETENTION_MONTHS: '817' })).toThrow(
      /ANALYTICS_RETENTION_MONTHS: at most 816 \(MongoDB's TTL limit/,
    );
  });
});
