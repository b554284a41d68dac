/** Calendar days as the stats API speaks them (`YYYY-MM-DD`), and the periods the admin screens compare. */
export interface Period {
  from: string;
  to: string;
}

const dayMs = 86_400_000;
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (day: string, days: number) => toDay(Date.parse(`${day}T00:00:00Z`) + days * dayMs);

/** Days in a period, both ends included. */
export const periodLength = ({ from, to }: Period) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs) + 1;

/** The reader's today: the day they see on their calendar. */
export function localToday(now = new Date()) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const lastDays = (days: number, today: string): Period => ({ from: addDays(today, 1 - days), to: today });

/** The period of the same length just before (Plausible's "compare with previous period"). */
export function previousPeriod(period: Period): Period {
  const length = periodLength(period);
  return { from: addDays(period.from, -length), to: addDays(period.from, -1) };
}

/** Change in percent; `null` when there is nothing to compare with (the previous figure is zero). */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return ((current - previous) / previous) * 100;
}

export const sum = (values: readonly { count: number }[]) => values.reduce((total, v) => total + v.count, 0);

export const presetDays = [7, 30, 90] as const;
export type PresetDays = (typeof presetDays)[number];
const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string | null): value is string =>
  !!value && isoDay.test(value) && !Number.isNaN(Date.parse(value));

/**
 * The analytics screen's period from its address: `?from&to` (a custom range, kept when valid), else `?days=`
 * (7, 30 or 90), else the last 30 days.
 */
export function periodFromSearch(search: URLSearchParams, today: string): { period: Period; preset?: PresetDays } {
  const from = search.get('from');
  const to = search.get('to');
  if (isDay(from) && isDay(to) && from <= to) return { period: { from, to } };
  const days = presetDays.find((d) => String(d) === search.get('days')) ?? 30;
  return { period: lastDays(days, today), preset: days };
}
