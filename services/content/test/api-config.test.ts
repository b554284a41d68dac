import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '@portfolio/kit';
import { contentConfigSchema } from '../src/config.ts';

describe('the content service configuration', () => {
  it('runs with nothing set: embedded store, shipped seed, bots dropped, one-minute freshness', () => {
    const config = parseConfig(contentConfigSchema, {});
    expect(config.MONGO_URL).toBeUndefined();
    expect(config).toMatchObject({
      PORT: 4004,
      DATA_DIR: 'data',
      MONGO_DB: 'content',
      CONTENT_KEEP_BOTS: false,
      CONTENT_VIEW_RATE_LIMIT: 120,
      CONTENT_FRESHNESS_SECONDS: 60,
    });
    expect(config.CONTENT_SEED_DIR).toMatch(/services\/content\/seed\/articles$/);
  });

  it('reads the usual ways of saying yes, and empty as unset', () => {
    for (const yes of ['true', '1', 'yes']) {
      expect(parseConfig(contentConfigSchema, { CONTENT_KEEP_BOTS: yes }).CONTENT_KEEP_BOTS).toBe(true);
    }
    expect(parseConfig(contentConfigSchema, { CONTENT_KEEP_BOTS: '' }).CONTENT_KEEP_BOTS).toBe(false);
  });

  it('lists every bad key', () => {
    let error: unknown;
    try {
      parseConfig(contentConfigSchema, {
        CONTENT_KEEP_BOTS: 'perhaps',
        CONTENT_VIEW_RATE_LIMIT: '0',
        CONTENT_FRESHNESS_SECONDS: '7200',
        MONGO_DB: 'no spaces allowed',
        MONGO_URL: 'mongodb://content:replace-me@mongo:27017/content',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const key of [
      'CONTENT_KEEP_BOTS',
      'CONTENT_VIEW_RATE_LIMIT',
      'CONTENT_FRESHNESS_SECONDS',
      'MONGO_DB',
      'MONGO_URL',
    ]) {
      expect(message).toContain(key);
    }
  });
});
