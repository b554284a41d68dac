import type { LogEntry, LogSource } from '@portfolio/contracts';
import type { Spool } from '@portfolio/kit';
import type { OccurrenceRecord } from '../store/ports.ts';
import { prepare } from './prepare.ts';

export interface Accepted {
  kept: number;
  dropped: number;
}

export interface Ingestion {
  /**
   * Prepares entries and appends them to the spool; resolves once they are on disk ("accepted means durable"),
   * rejects with a 503 HttpError when the spool is full.
   */
  accept(
    source: LogSource,
    entries: readonly LogEntry[],
    sessionOf?: (entry: LogEntry) => string | undefined,
  ): Promise<Accepted>;
}

export function createIngestion(spool: Spool<OccurrenceRecord>, foldWindowMs: number): Ingestion {
  return {
    async accept(source, entries, sessionOf = () => undefined) {
      const { records, dropped } = prepare(entries, { source, receivedAt: Date.now(), foldWindowMs, sessionOf });
      await spool.append(records);
      return { kept: entries.length - dropped, dropped };
    },
  };
}
