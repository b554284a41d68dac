import { describe, expect, it } from 'vitest';
import { relativeParts, relativeTime } from './relative-time';

const now = Date.parse('2026-11-24T12:00:00Z');

describe('relative time', () => {
  it('picks the largest unit that fits, in the past and in the future', () => {
    expect(relativeParts('2026-11-24T11:59:30Z', now)).toEqual({ value: -30, unit: 'second' });
    expect(relativeParts('2026-11-24T08:50:00Z', now)).toEqual({ value: -3, unit: 'hour' });
    expect(relativeParts('2026-11-26T13:00:00Z', now)).toEqual({ value: 2, unit: 'day' });
    expect(relativeParts('2026-10-01T12:00:00Z', now)).toEqual({ value: -1, unit: 'month' });
    expect(relativeParts('2024-11-24T12:00:00Z', now)).toEqual({ value: -2, unit: 'year' });
  });

  it('says it in the reader’s language', () => {
    const english = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
    expect(relativeTime(english, '2026-11-24T11:55:00Z', now)).toBe('5 minutes ago');
    expect(relativeTime(english, '2026-11-25T12:00:00Z', now)).toBe('tomorrow');
    expect(relativeTime(new Intl.RelativeTimeFormat('fr'), '2026-11-24T09:00:00Z', now)).toBe('il y a 3 heures');
  });
});
