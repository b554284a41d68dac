/** Monday to Sunday (ISO weekdays 1 to 7) in the reader's language: 2024-01-01 was a Monday. */
export function weekdayNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, i) => format.format(Date.UTC(2024, 0, 1 + i)));
}

/** The 24 hours of a day as the reader's language writes them ("09:00", "9 AM"). */
export function hourNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  return Array.from({ length: 24 }, (_, hour) => format.format(Date.UTC(2024, 0, 1, hour)));
}

/**
 * The time zones the browser knows, with the saved one kept in the list even when this browser does not know it
 * (the service decides), and UTC, which some browsers leave out of their list.
 */
export function timeZones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([current, 'UTC', ...known])].sort((a, b) => a.localeCompare(b));
}
