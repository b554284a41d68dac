import type { StatsQuery } from '@portfolio/contracts';
import { HttpError } from '@portfolio/kit';
import { addDays, daysFrom, type Calendar } from './calendar.ts';

/** The days a stats answer covers, as local days and as the instants that bound them. */
export interface StatsRange {
  from: string;
  to: string;
  timeZone: string;
  /** Every day of the range, in order. */
  days: string[];
  /** First instant of `from`, and first instant after `to`. */
  start: number;
  end: number;
}

export const defaultRangeDays = 30;

const invalid = (path: string, message: string) =>
  new HttpError(400, 'validation_failed', 'The request query is not valid.', {
    details: [{ path: `query.${path}`, message }],
  });

/** `to` defaults to today, `from` to 29 days before `to`; at most `maxDays` days, never backwards. */
export function rangeBounds(query: StatsQuery, cal: Calendar, now: number, maxDays: number) {
  const to = query.to ?? cal.day(now);
  const from = query.from ?? addDays(to, 1 - defaultRangeDays);
  if (from > to) throw invalid('from', 'must not be after to');
  if (addDays(from, maxDays - 1) < to) throw invalid('from', `the range must span at most ${maxDays} days`);
  return { from, to };
}

/** The days and instants of a range (costlier than its bounds: computed only when an answer is). */
export function rangeOf({ from, to }: { from: string; to: string }, cal: Calendar): StatsRange {
  return {
    from,
    to,
    timeZone: cal.timeZone,
    days: daysFrom(from, to),
    start: cal.startOf(from),
    end: cal.startOf(addDays(to, 1)),
  };
}

export const resolveRange = (query: StatsQuery, cal: Calendar, now: number, maxDays: number): StatsRange =>
  rangeOf(rangeBounds(query, cal, now, maxDays), cal);
