/**
 * The schedule's time arithmetic: a weekday and an hour in an IANA zone, turned into the instants they fall on,
 * with the zone's own offset on that day (summer time included), from Intl alone.
 */

/** Whether Intl knows the zone (`Europe/Paris`, `UTC`); anything else is refused with a 400. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterOf = (zone: string) => {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
};

/** The wall-clock fields of an instant in a zone. */
function wallClock(ms: number, zone: string) {
  const parts = Object.fromEntries(
    formatterOf(zone)
      .formatToParts(ms)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** How far ahead of UTC the zone's clocks are at this instant, in ms. */
function offsetMs(ms: number, zone: string): number {
  const w = wallClock(ms, zone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant the zone's clocks show this date at `hour`:00. An hour skipped by a change to summer time falls on
 * the instant an hour later on the clock (the zone's offset before the change applied).
 */
function instantOf(year: number, month: number, day: number, hour: number, zone: string): number {
  const guess = Date.UTC(year, month - 1, day, hour);
  const first = guess - offsetMs(guess, zone);
  const second = guess - offsetMs(first, zone);
  return offsetMs(second, zone) === offsetMs(first, zone) ? second : Math.max(first, second);
}

/** ISO weekday of a calendar date: 1 Monday … 7 Sunday. */
const isoWeekday = (year: number, month: number, day: number) => {
  const d = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return d === 0 ? 7 : d;
};

/** The first instant strictly after `after` that falls on `weekday` at `hour`:00 in `zone`. */
export function nextSlot(schedule: { weekday: number; hour: number; timeZone: string }, after: Date): Date {
  const from = after.getTime();
  const today = wallClock(from, schedule.timeZone);
  // Eight days cover every case: today's slot may have passed, then it comes again in seven.
  for (let ahead = 0; ahead <= 8; ahead++) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + ahead));
    const [y, m, d] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
    if (isoWeekday(y, m, d) !== schedule.weekday) continue;
    const at = instantOf(y, m, d, schedule.hour, schedule.timeZone);
    if (at > from) return new Date(at);
  }
  throw new Error(`no slot found after ${after.toISOString()}`);
}
