import { limits, notFoundLimits } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { lastDays, notFoundPaths, pathsToClassify } from './not-found-paths';

describe('not-found paths', () => {
  const visited = [
    { path: '/', count: 90 },
    { path: '/old-page', count: 12 },
    { path: '/blog/gone', count: 30 },
    { path: '/moved', count: 8 },
  ];

  it('keep only what the content service says leads nowhere, most viewed first', () => {
    const rows = notFoundPaths(visited, [
      {
        paths: [
          { path: '/', status: 'page' },
          { path: '/old-page', status: 'not-found' },
        ],
      },
      {
        paths: [
          { path: '/blog/gone', status: 'not-found' },
          { path: '/moved', status: 'redirect' },
        ],
      },
    ]);
    expect(rows).toEqual([
      { path: '/blog/gone', count: 30 },
      { path: '/old-page', count: 12 },
    ]);
  });

  it('ask in calls of at most as many paths as the content service answers for, only paths it takes', () => {
    const many = Array.from({ length: notFoundLimits.paths + 5 }, (_, i) => ({ path: `/p${i}`, count: 1 }));
    expect(pathsToClassify(many).map((call) => call.length)).toEqual([notFoundLimits.paths, 5]);
    expect(pathsToClassify(many).flat()).toEqual(many.map(({ path }) => path));
    expect(pathsToClassify(visited)).toEqual([['/', '/old-page', '/blog/gone', '/moved']]);
    const tooLong = `/${'a'.repeat(limits.pathLength)}`;
    expect(
      pathsToClassify([
        { path: tooLong, count: 9 },
        { path: '/ok', count: 1 },
      ]),
    ).toEqual([['/ok']]);
    expect(pathsToClassify([])).toEqual([]);
  });

  it('look back over whole calendar days up to the reader’s today, month and year ends included', () => {
    expect(lastDays(7, new Date(2026, 0, 3, 23, 30))).toEqual({ from: '2025-12-28', to: '2026-01-03' });
    expect(lastDays(1, new Date(2026, 2, 1, 0, 5))).toEqual({ from: '2026-03-01', to: '2026-03-01' });
  });
});
