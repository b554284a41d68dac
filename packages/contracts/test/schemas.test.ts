import { describe, expect, it } from 'vitest';
import { adminEmailPattern, logBatch, loginRequest, pageview, preferenceKey, utm } from '../src/index.ts';

const browserInfo = {
  browser: 'Firefox',
  platform: 'Linux x86_64',
  language: 'fr-FR',
  screenResolution: '1920x1080',
  viewport: { width: 1280, height: 720 },
  outerSize: { width: 1280, height: 800 },
  colorDepth: 24,
  pixelDepth: 24,
};

describe('admin contracts', () => {
  it.each([
    ['me@example.com', true],
    ['first.last@sub.example.org', true],
    ['no-at-sign.example.com', false],
    ['two@@example.com', false],
    ['me@localhost', false],
    ['spaced out@example.com', false],
    ['me@exa mple.com', false],
  ])('email pattern on %s → %s', (email, ok) => {
    expect(adminEmailPattern.test(email)).toBe(ok);
  });

  it('refuses unknown login fields and an empty password', () => {
    expect(loginRequest.safeParse({ email: 'me@example.com', password: 'x' }).success).toBe(true);
    expect(loginRequest.safeParse({ email: 'me@example.com', password: '' }).success).toBe(false);
    expect(loginRequest.safeParse({ email: 'me@example.com', password: 'x', admin: true }).success).toBe(false);
  });

  it('keeps preference keys short and plain', () => {
    expect(preferenceKey.safeParse('uiLanguage').success).toBe(true);
    expect(preferenceKey.safeParse('__proto__').success).toBe(false);
    expect(preferenceKey.safeParse('a'.repeat(65)).success).toBe(false);
  });
});

describe('analytics contracts', () => {
  const base = {
    path: '/blog',
    referrer: '',
    landingPage: '/',
    sessionId: '1700000000000-abcdef12',
    browserInfo,
    performance: null,
    utm: {},
  };

  it('accepts the spec page view', () => {
    expect(pageview.safeParse(base).success).toBe(true);
  });

  it('rejects operator, dotted and prototype keys in utm', () => {
    for (const key of ['$where', 'a.b', '__proto__', 'constructor']) {
      expect(utm.safeParse(JSON.parse(`{"${key}":"x"}`)).success, key).toBe(false);
    }
  });

  it('caps path length and utm size', () => {
    expect(pageview.safeParse({ ...base, path: `/${'a'.repeat(2000)}` }).success).toBe(false);
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`utm_${i}`, 'x']));
    expect(pageview.safeParse({ ...base, utm: many }).success).toBe(false);
  });

  it('rejects unknown top-level fields', () => {
    expect(pageview.safeParse({ ...base, ip: '1.2.3.4' }).success).toBe(false);
  });
});

describe('log contracts', () => {
  const entry = { id: 'e1', level: 'error', message: 'boom', timestamp: new Date().toISOString() };

  it('accepts a batch of up to 50 entries from the client', () => {
    expect(logBatch.safeParse({ entries: [entry], source: 'client' }).success).toBe(true);
    expect(logBatch.safeParse({ entries: Array(50).fill(entry), source: 'client' }).success).toBe(true);
    expect(logBatch.safeParse({ entries: Array(51).fill(entry), source: 'client' }).success).toBe(false);
  });

  it('caps the message in bytes, not characters', () => {
    const ok = { ...entry, message: 'é'.repeat(4096) };
    const tooBig = { ...entry, message: 'é'.repeat(4097) };
    expect(logBatch.safeParse({ entries: [ok], source: 'client' }).success).toBe(true);
    expect(logBatch.safeParse({ entries: [tooBig], source: 'client' }).success).toBe(false);
  });

  it('refuses an unknown level', () => {
    expect(logBatch.safeParse({ entries: [{ ...entry, level: 'fatal' }], source: 'client' }).success).toBe(false);
  });
});
