import { describe, expect, it } from 'vitest';
import { compareRuns, type LoadResult } from '../src/load.ts';

const run = (perSecond: number): LoadResult => ({
  perSecond,
  p50Ms: 1,
  p99Ms: 2,
  failures: 0,
  requests: perSecond,
  seconds: 1,
});

describe('compareRuns', () => {
  it('swaps which side goes first every round, so that a drift is not charged to one side', async () => {
    const order: string[] = [];
    const side = (name: string, perSecond: number) => async () => {
      order.push(name);
      return run(perSecond);
    };
    const [a, b] = await compareRuns(side('A', 100), side('B', 200), 4);
    expect(order).toEqual(['A', 'B', 'B', 'A', 'A', 'B', 'B', 'A']);
    expect([a.perSecond, b.perSecond]).toEqual([100, 200]);
  });
});
