import { describe, expect, it } from 'vitest';
import { pathVariants } from '@portfolio/testing';
import { isApiPath, isCanonicalApiPath, loginPath, routeTable } from '../src/index.ts';

describe('canonical API paths', () => {
  const prefixes = [...routeTable.map((route) => route.prefix), loginPath];

  it.each(prefixes)('%s and the paths below it, spelled exactly, are canonical', (prefix) => {
    expect(isCanonicalApiPath(prefix)).toBe(true);
    expect(isCanonicalApiPath(`${prefix}/0190f3c2-7a1b-7c3d-8e4f-a1b2c3d4e5f6`)).toBe(true);
    expect(isCanonicalApiPath(`${prefix}/Mixed_Case.Key-1`)).toBe(true);
  });

  it.each(prefixes.flatMap((prefix) => pathVariants(prefix)))('%s is not canonical', (variant) => {
    expect(isApiPath(variant)).toBe(true);
    expect(isCanonicalApiPath(variant)).toBe(false);
  });

  it('refuses backslashes, encoded separators in any case and dot segments anywhere', () => {
    for (const path of [
      '/api/logs\\x',
      '/api/logs/%5C',
      '/api/logs/%2f',
      '/api/logs/.',
      '/api/./logs',
      '/api/logs/..',
    ]) {
      expect(isCanonicalApiPath(path), path).toBe(false);
    }
  });

  it('refuses a percent-encoded unreserved character or NUL, which nginx routes decoded and a service reads raw', () => {
    for (const path of [
      '/api/admin/log%73',
      '/api/admin/openap%69',
      '/api/%61dmin/logs',
      '/api/logs%00',
      '/api/l%6Fgs',
    ]) {
      expect(isCanonicalApiPath(path), path).toBe(false);
    }
    for (const path of ['/api/admin/logs/%C3%A9', '/api/admin/preferences/a%20b', '/api/admin/logs/a%3Ab']) {
      expect(isCanonicalApiPath(path), path).toBe(true);
    }
  });

  it('takes /api in any case as an API path, and nothing that merely starts with the letters', () => {
    expect(isApiPath('/API/logs')).toBe(true);
    expect(isApiPath('/apix')).toBe(false);
    expect(isApiPath('/blog/api')).toBe(false);
  });
});
