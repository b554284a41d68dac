const dayMs = 86_400_000;
/** Every time zone in use today is a whole number of quarter hours off UTC, so a quarter hour is on one day. */
const quarterMs = 900_000;

/** Calendar days in one IANA time zone: which day an instant falls on, and when a day begins. */
export interface Calendar {
  timeZone: string;
  /** The local day of an instant, `YYYY-MM-DD`. */
  day(at: number): string;
  /** The first instant of a local day (its midnight, or the first instant after it when DST skips midnight). */
  startOf(date: string): number;
}

const parseDate = (date: string) => date.split('-').map(Number) as [number, number, number];

/** Pure calendar arithmetic on `YYYY-MM-DD`, independent of any time zone. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = parseDate(date);
  return new Date(Date.UTC(y, m - 1, d) + days * dayMs).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included. */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

export function calendar(timeZone: string): Calendar {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const wallClock = (at: number) => {
    const parts: Record<string, number> = {};
    for (const { type, value } of format.formatToParts(at)) parts[type] = Number(value);
    return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  };
  const offsetAt = (at: number) => wallClock(at) - Math.floor(at / 1000) * 1000;

  // Formatting is the costly part and events cluster in time: one answer per quarter hour, bounded.
  const days = new Map<number, string>();
  const day = (at: number) => {
    const quarter = Math.floor(at / quarterMs);
    let found = days.get(quarter);
    if (found === undefined) {
      if (days.size >= 4096) days.clear();
      found = new Date(wallClock(quarter * quarterMs)).toISOString().slice(0, 10);
      days.set(quarter, found);
    }
    return found;
  };

  return {
    timeZone,
    day,
    startOf(date) {
      const [y, m, d] = parseDate(date);
      const utcMidnight = Date.UTC(y, m - 1, d);
      let start = utcMidnight - offsetAt(utcMidnight);
      start = utcMidnight - offsetAt(start);
      // Around a DST change the offset guess can land a little off: step to the day's true first quarter hour.
      while (day(start) < date) start += quarterMs;
      while (day(start - quarterMs) === date) start -= quarterMs;
      return start;
    },
  };
}
