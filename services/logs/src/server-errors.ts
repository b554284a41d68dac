import { serverLogBatch } from '@portfolio/contracts';
import { onServerError, type Logger } from '@portfolio/kit';
import type { Ingestion } from './ingest/ingestion.ts';

/**
 * Records this process's server-side errors in the log store, through the same hygiene and spool as any entry:
 * the logs service's own in its own process, and every mounted service's in the single-machine process.
 * Returns the function that stops it.
 */
export function recordServerErrors(ingestion: Ingestion, logger: Logger): () => void {
  return onServerError(({ source, entry }) => {
    const report = serverLogBatch.safeParse({ source, entries: [entry] });
    if (!report.success) {
      logger.warn({ source }, 'server error report from an unknown service; not recorded');
      return;
    }
    // Returned so that the last-resort handler can wait until the report is on disk before the process exits.
    return ingestion
      .accept(report.data.source, report.data.entries)
      .catch((err: unknown) => logger.warn({ err }, 'server error not recorded'));
  });
}
