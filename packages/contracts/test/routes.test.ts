import { describe, expect, it } from 'vitest';
import { matchRoute, routeTable, serviceNames, serviceTable } from '../src/index.ts';

describe('route table', () => {
  it('picks the longest prefix on whole segments', () => {
    expect(matchRoute('/api/admin/login')).toMatchObject({ service: 'auth', access: 'public' });
    expect(matchRoute('/api/admin/preferences/uiLanguage')).toMatchObject({ service: 'auth', access: 'admin' });
    expect(matchRoute('/api/admin/verify/identify')).toMatchObject({ service: 'auth', access: 'internal' });
    expect(matchRoute('/api/admin/logs/abc')).toMatchObject({ service: 'logs', access: 'admin' });
    expect(matchRoute('/api/analytics/stats')).toMatchObject({ service: 'analytics', access: 'identify' });
    expect(matchRoute('/api/analytics/pageview')).toMatchObject({ service: 'analytics', access: 'public' });
    expect(matchRoute('/api/logs')).toMatchObject({ service: 'logs', access: 'public' });
    expect(matchRoute('/api/internal/logs')).toMatchObject({ service: 'logs', access: 'internal' });
  });

  it('does not match a prefix inside a segment, nor paths outside the API', () => {
    expect(matchRoute('/api/logsX')).toBeUndefined();
    expect(matchRoute('/api/adminx/login')).toBeUndefined();
    expect(matchRoute('/')).toBeUndefined();
    expect(matchRoute('/blog/hello')).toBeUndefined();
  });

  it('names only known services, each with a distinct port', () => {
    for (const route of routeTable) expect(serviceNames).toContain(route.service);
    const ports = serviceNames.map((s) => serviceTable[s].port);
    expect(new Set(ports).size).toBe(ports.length);
  });
});
