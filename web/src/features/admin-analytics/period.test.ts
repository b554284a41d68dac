import { describe, expect, it } from 'vitest';
import {
  addDays,
  lastDays,
  localToday,
  percentChange,
  periodFromSearch,
  periodLength,
  previousPeriod,
  sum,
} from './period';

describe('periods', () => {
  it('counts calendar days across months, years and daylight-saving changes', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(periodLength({ from: '2026-03-01', to: '2026-03-31' })).toBe(31);
    expect(periodLength({ from: '2026-11-21', to: '2026-11-21' })).toBe(1);
  });

  it('takes the last N days up to today, and the same number of days just before', () => {
    const week = lastDays(7, '2026-11-21');
    expect(week).toEqual({ from: '2026-11-15', to: '2026-11-21' });
    expect(previousPeriod(week)).toEqual({ from: '2026-11-08', to: '2026-11-14' });
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-31' })).toEqual({ from: '2026-01-29', to: '2026-02-28' });
  });

  it("reads today from the reader's own calendar", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('computes the change in percent, and has none to give when the previous period is empty', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(50, 100)).toBe(-50);
    expect(percentChange(0, 0)).toBe(0);
    expect(percentChange(5, 0)).toBeNull();
    expect(sum([{ count: 2 }, { count: 3 }])).toBe(5);
  });

  it('reads the period from the address: a valid custom range, else a preset, else 30 days', () => {
    const today = '2026-11-21';
    const read = (search: string) => periodFromSearch(new URLSearchParams(search), today);
    expect(read('from=2026-01-01&to=2026-01-31')).toEqual({ period: { from: '2026-01-01', to: '2026-01-31' } });
    expect(read('days=7')).toEqual({ period: { from: '2026-11-15', to: today }, preset: 7 });
    expect(read('days=90').preset).toBe(90);
    for (const search of ['', 'days=12', 'from=2026-02-01&to=2026-01-01', 'from=2026-13-45&to=2026-12-01', 'from=x']) {
      expect(read(search), search).toEqual({ period: { from: '2026-10-23', to: today }, preset: 30 });
    }
  });
});
