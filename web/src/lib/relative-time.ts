/** The largest unit that fits, with how many seconds it holds: "3 hours ago" rather than "190 minutes ago". */
const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** How far `iso` is from `now`, as a number of the largest unit that fits (negative in the past). */
export function relativeParts(iso: string, now: number): { value: number; unit: Intl.RelativeTimeFormatUnit } {
  const seconds = (Date.parse(iso) - now) / 1000;
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return { value: Math.trunc(seconds / size), unit };
  }
  return { value: Math.trunc(seconds), unit: 'second' };
}

/** "3 minutes ago", "in 2 days", "now" in the reader's language. */
export function relativeTime(format: Intl.RelativeTimeFormat, iso: string, now: number): string {
  const { value, unit } = relativeParts(iso, now);
  return format.format(value, unit);
}
