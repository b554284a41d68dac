import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('builds a parameterised path with each value encoded as one segment', () => {
    expect(paths.adminLog('0123456789abcdef0123456789abcdef')).toBe('/admin/logs/0123456789abcdef0123456789abcdef');
    expect(paths.adminLog('a/b?c#d e')).toBe('/admin/logs/a%2Fb%3Fc%23d%20e');
  });

  it('gives the router the pattern its builder fills, and the router reads the value back', () => {
    expect(paths.adminLog.pattern).toBe('/admin/logs/:id');
    for (const id of ['abc', 'a/b?c#d e', 'élan']) {
      const [match] = matchRoutes([{ path: paths.adminLog.pattern }], paths.adminLog(id)) ?? [];
      expect(match?.params).toEqual({ id });
    }
  });

  it('keeps every admin address under the admin prefix', () => {
    const admin = [paths.adminDashboard, paths.adminAnalytics, paths.adminLogs, paths.adminLog.pattern];
    for (const path of admin) expect(path.startsWith(`${paths.admin}/`)).toBe(true);
  });
});
