import { describe, expect, it } from 'vitest';
import { hourNames, timeZones, weekdayNames } from './schedule-names';

describe('schedule names', () => {
  it('names the ISO weekdays from Monday, in the reader’s language', () => {
    expect(weekdayNames('en')).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(weekdayNames('fr')[0]).toBe('lundi');
  });

  it('writes the 24 hours of a day, from midnight', () => {
    const hours = hourNames('fr');
    expect(hours).toHaveLength(24);
    expect([hours[0], hours[9], hours[23]]).toEqual(['00:00', '09:00', '23:00']);
  });

  it('keeps the saved zone and UTC in the list, once each and sorted', () => {
    const zones = timeZones('Mars/Olympus');
    expect(zones).toContain('Mars/Olympus');
    expect(zones).toContain('Europe/Paris');
    expect(zones.filter((zone) => zone === 'UTC')).toHaveLength(1);
    expect(zones).toEqual([...zones].sort((a, b) => a.localeCompare(b)));
  });
});
