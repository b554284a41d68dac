import { describe, expect, it } from 'vitest';
import { isTimeZone, nextSlot } from '../src/newsletter/slots.ts';

const slot = (weekday: number, hour: number, timeZone: string, after: string) =>
  nextSlot({ weekday, hour, timeZone }, new Date(after)).toISOString();

describe("the schedule's slots", () => {
  it('knows the IANA zones and refuses anything else', () => {
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('+02:00 or so')).toBe(false);
  });

  it('falls on the weekday and hour in the zone, strictly after the moment given', () => {
    // Tuesday 10 March 2026.
    expect(slot(2, 9, 'UTC', '2026-03-10T08:00:00Z')).toBe('2026-03-10T09:00:00.000Z');
    expect(slot(2, 9, 'UTC', '2026-03-10T09:00:00Z')).toBe('2026-03-17T09:00:00.000Z');
    expect(slot(1, 0, 'UTC', '2026-03-10T12:00:00Z')).toBe('2026-03-16T00:00:00.000Z');
    expect(slot(7, 23, 'UTC', '2026-03-10T12:00:00Z')).toBe('2026-03-15T23:00:00.000Z');
    // Thursday 8:00 in Tokyo is Wednesday 23:00 UTC; Monday 18:00 in Los Angeles is Tuesday 01:00 UTC.
    expect(slot(4, 8, 'Asia/Tokyo', '2026-03-10T12:00:00Z')).toBe('2026-03-11T23:00:00.000Z');
    expect(slot(1, 18, 'America/Los_Angeles', '2026-03-10T12:00:00Z')).toBe('2026-03-17T01:00:00.000Z');
    // 19:00 UTC on Tuesday is already Wednesday 8:00 in Auckland (UTC+13 in March): its 9:00 is an hour away.
    expect(slot(3, 9, 'Pacific/Auckland', '2026-03-10T19:00:00Z')).toBe('2026-03-10T20:00:00.000Z');
    expect(slot(3, 7, 'Pacific/Auckland', '2026-03-10T19:00:00Z')).toBe('2026-03-17T18:00:00.000Z');
  });

  it("follows the zone's change to summer time", () => {
    // Paris: UTC+1 until Sunday 29 March 2026 at 2:00, UTC+2 after.
    expect(slot(1, 9, 'Europe/Paris', '2026-03-20T00:00:00Z')).toBe('2026-03-23T08:00:00.000Z');
    expect(slot(1, 9, 'Europe/Paris', '2026-03-24T00:00:00Z')).toBe('2026-03-30T07:00:00.000Z');
    // 2:00 does not exist that Sunday: the slot is the same instant as 3:00.
    expect(slot(7, 2, 'Europe/Paris', '2026-03-28T00:00:00Z')).toBe('2026-03-29T01:00:00.000Z');
    // Back to winter time on Sunday 25 October 2026.
    expect(slot(1, 9, 'Europe/Paris', '2026-10-24T00:00:00Z')).toBe('2026-10-26T08:00:00.000Z');
  });
});
