import type { IssueSummary } from '@portfolio/contracts';
import { trendDays, type OccurrenceRecord } from './ports.ts';

const dayMs = 86_400_000;
export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The first day the trend shows. */
export const trendStart = (now: number) => utcDay(now - (trendDays - 1) * dayMs);

/** Daily counts for the trend window, oldest first, with the days that had none. */
export function trendOf(counts: ReadonlyMap<string, number>, now: number): IssueSummary['trend'] {
  return Array.from({ length: trendDays }, (_, i) => {
    const date = utcDay(now - (trendDays - 1 - i) * dayMs);
    return { date, count: counts.get(date) ?? 0 };
  });
}

/** Stored context is JSON text; the answer carries it as an object again. */
export const contextOf = (text: string | null | undefined): Record<string, unknown> | undefined =>
  text ? (JSON.parse(text) as Record<string, unknown>) : undefined;

/** Identical records of one batch within the first one's fold window: one write for the whole run. */
export interface FoldRun {
  first: OccurrenceRecord;
  count: number;
  lastAt: number;
}

export function foldRuns(records: readonly OccurrenceRecord[]): FoldRun[] {
  const runs: FoldRun[] = [];
  const open = new Map<string, FoldRun>();
  for (const r of records) {
    const run = open.get(r.foldKey);
    if (run && r.receivedAt >= run.first.receivedAt && r.receivedAt <= run.first.foldUntil) {
      run.count += r.count;
      run.lastAt = Math.max(run.lastAt, r.receivedAt);
    } else {
      const started = { first: r, count: r.count, lastAt: r.receivedAt };
      runs.push(started);
      open.set(r.foldKey, started);
    }
  }
  return runs;
}

/** What a batch adds to each issue. */
export interface IssueTotal {
  first: OccurrenceRecord;
  count: number;
  firstAt: number;
  lastAt: number;
}

export function issueTotals(records: readonly OccurrenceRecord[]): Map<string, IssueTotal> {
  const totals = new Map<string, IssueTotal>();
  for (const r of records) {
    const total = totals.get(r.issueId);
    if (!total) totals.set(r.issueId, { first: r, count: r.count, firstAt: r.receivedAt, lastAt: r.receivedAt });
    else {
      total.count += r.count;
      total.firstAt = Math.min(total.firstAt, r.receivedAt);
      total.lastAt = Math.max(total.lastAt, r.receivedAt);
    }
  }
  return totals;
}

/** What a batch adds to each issue's UTC days. */
export function dayTotals(records: readonly OccurrenceRecord[]) {
  const totals = new Map<string, { issueId: string; day: string; count: number }>();
  for (const r of records) {
    const day = utcDay(r.receivedAt);
    const key = `${r.issueId}|${day}`;
    const total = totals.get(key);
    if (total) total.count += r.count;
    else totals.set(key, { issueId: r.issueId, day, count: r.count });
  }
  return [...totals.values()];
}

/** The sessions a batch saw per issue, each with when it was last seen. */
export function sessionsSeen(records: readonly OccurrenceRecord[]) {
  const seen = new Map<string, { issueId: string; session: string; lastAt: number }>();
  for (const r of records) {
    if (r.session === undefined) continue;
    const key = `${r.issueId}|${r.session}`;
    const known = seen.get(key);
    if (known) known.lastAt = Math.max(known.lastAt, r.receivedAt);
    else seen.set(key, { issueId: r.issueId, session: r.session, lastAt: r.receivedAt });
  }
  return [...seen.values()];
}
