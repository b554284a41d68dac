import { describe, expect, it } from 'vitest';
import { addDays, calendar, daysFrom } from '../src/stats/calendar.ts';

describe('calendar', () => {
  it('does calendar arithmetic across months, years and leap days', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysFrom('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(daysFrom('2026-03-02', '2026-03-01')).toEqual([]);
  });

  it.each([
    ['UTC', '2026-03-10T23:59:59Z', '2026-03-10'],
    ['Europe/Paris', '2026-03-10T23:00:00Z', '2026-03-11'],
    ['America/New_York', '2026-03-10T03:59:59Z', '2026-03-09'],
    ['Asia/Kathmandu', '2026-03-10T18:15:00Z', '2026-03-11'],
    ['Asia/Kathmandu', '2026-03-10T18:14:59Z', '2026-03-10'],
    ['Pacific/Chatham', '2026-03-10T10:15:00Z', '2026-03-11'],
  ])('puts an instant on its local day (%s, %s)', (zone, iso, day) => {
    expect(calendar(zone).day(Date.parse(iso))).toBe(day);
  });

  it.each([
    ['UTC', '2026-03-10', '2026-03-10T00:00:00Z'],
    ['Europe/Paris', '2026-03-10', '2026-03-09T23:00:00Z'],
    // Summer time: the day starts at UTC+2.
    ['Europe/Paris', '2026-07-01', '2026-06-30T22:00:00Z'],
    ['America/New_York', '2026-03-08', '2026-03-08T05:00:00Z'],
    ['America/New_York', '2026-03-09', '2026-03-09T04:00:00Z'],
    ['Asia/Kathmandu', '2026-03-10', '2026-03-09T18:15:00Z'],
    // Santiago skips from midnight to 01:00 on this day: it begins at 01:00 local.
    ['America/Santiago', '2026-09-06', '2026-09-06T04:00:00Z'],
  ])('knows when a day begins (%s, %s)', (zone, date, iso) => {
    const cal = calendar(zone);
    const start = cal.startOf(date);
    expect(new Date(start).toISOString()).toBe(new Date(iso).toISOString());
    expect(cal.day(start)).toBe(date);
    expect(cal.day(start - 1)).toBe(addDays(date, -1));
  });

  it('has days of 23 and 25 hours around daylight saving changes', () => {
    const cal = calendar('Europe/Paris');
    const hours = (date: string) => (cal.startOf(addDays(date, 1)) - cal.startOf(date)) / 3_600_000;
    expect(hours('2026-03-29')).toBe(23);
    expect(hours('2026-10-25')).toBe(25);
    expect(hours('2026-03-10')).toBe(24);
  });
});
