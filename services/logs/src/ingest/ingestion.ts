import type { LogEntry, LogSource } from '@portfolio/contracts';
import { HttpError, type Spool } from '@portfolio/kit';
import type { OccurrenceRecord } from '../store/ports.ts';
import { prepare, rememberedFoldKeys } from './prepare.ts';
import { textAnalyser } from './text-analysis.ts';

export interface Accepted {
  kept: number;
  dropped: number;
}

/** Entries accepted per UTC day: from browsers, and from our own services together. */
export interface DailyQuota {
  client: number;
  server: number;
}

export interface Ingestion {
  /**
   * Prepares entries and appends them to the spool; resolves once they are on disk ("accepted means durable"),
   * rejects with a 503 HttpError when the spool is full and a 429 one when the source's daily quota is used up.
   */
  accept(
    source: LogSource,
    entries: readonly LogEntry[],
    sessionOf?: (entry: LogEntry) => string | undefined,
  ): Promise<Accepted>;
}

const dayMs = 86_400_000;

/**
 * Counts what each source had accepted today, in memory. A batch is taken whole while the quota is not used up
 * (so the day can end one batch over it), refused once it is: anonymous clients cannot grow the store without
 * bound, and the answer says when to come back (the next UTC day).
 */
function dailyCounter(quota: DailyQuota, now: () => number) {
  let day = -1;
  const used = { client: 0, server: 0 };
  const kindOf = (source: LogSource) => (source === 'client' ? 'client' : 'server');
  return {
    /** Refuses before any work when the source's quota for today is used up. */
    check(source: LogSource) {
      const at = now();
      const today = Math.floor(at / dayMs);
      if (today !== day) {
        day = today;
        used.client = used.server = 0;
      }
      if (used[kindOf(source)] >= quota[kindOf(source)]) {
        throw new HttpError(429, 'too_many_requests', 'The daily quota of log entries is used up.', {
          headers: { 'Retry-After': String(Math.ceil(((today + 1) * dayMs - at) / 1000)) },
        });
      }
    },
    /** Counts entries; the function returned gives them back when they could not be kept after all. */
    add(source: LogSource, entries: number): () => void {
      const kind = kindOf(source);
      const counted = day;
      used[kind] += entries;
      return () => {
        if (day === counted) used[kind] = Math.max(0, used[kind] - entries);
      };
    },
  };
}

export function createIngestion(
  spool: Spool<OccurrenceRecord>,
  foldWindowMs: number,
  quota: DailyQuota = { client: Infinity, server: Infinity },
  now: () => number = Date.now,
): Ingestion {
  const counter = dailyCounter(quota, now);
  const analyse = textAnalyser();
  const foldKeyOf = rememberedFoldKeys();
  return {
    async accept(source, entries, sessionOf = () => undefined) {
      counter.check(source);
      const options = { source, receivedAt: now(), foldWindowMs, sessionOf, analyse, foldKeyOf };
      const { records, dropped } = prepare(entries, options);
      const giveBack = counter.add(source, entries.length - dropped);
      try {
        await spool.append(records);
      } catch (err) {
        giveBack();
        throw err;
      }
      return { kept: entries.length - dropped, dropped };
    },
  };
}
