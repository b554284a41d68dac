import { hash, randomUUID } from 'node:crypto';
import type { LogEntry, LogSource } from '@portfolio/contracts';
import type { OccurrenceRecord } from '../store/ports.ts';
import { groupingOf } from './fingerprint.ts';
import { isNoise } from './noise.ts';
import { scrubContext, scrubPath, scrubText, scrubUrl } from './scrub.ts';

export interface PrepareOptions {
  source: LogSource;
  receivedAt: number;
  foldWindowMs: number;
  /** The pseudonymous session key of an entry, when one can be told. */
  sessionOf(entry: LogEntry): string | undefined;
}

export interface Prepared {
  records: OccurrenceRecord[];
  dropped: number;
}

const keyOf = (parts: (string | undefined)[]) => hash('sha256', parts.map((p) => p ?? '').join('\0'), 'base64url');

/**
 * Hygiene before anything is written: noise dropped, secrets and personal data scrubbed from every text field,
 * the server's receipt time set beside the client's, the issue fingerprint computed, and identical entries of
 * the batch folded into one record with a count.
 */
export function prepare(entries: readonly LogEntry[], options: PrepareOptions): Prepared {
  const byFoldKey = new Map<string, OccurrenceRecord>();
  let dropped = 0;
  for (const entry of entries) {
    if (isNoise(entry)) {
      dropped++;
      continue;
    }
    const message = scrubText(entry.message);
    const stack = entry.stack === undefined ? undefined : scrubText(entry.stack);
    const url = entry.url === undefined ? undefined : scrubUrl(entry.url);
    const path = entry.path === undefined ? undefined : scrubPath(entry.path);
    const session = options.sessionOf(entry);
    const grouping = groupingOf(options.source, entry.level, message, stack);
    const foldKey = keyOf([grouping.fingerprint, message, stack, url, path, session]);

    const seen = byFoldKey.get(foldKey);
    if (seen) {
      seen.count++;
      continue;
    }
    const record: OccurrenceRecord = {
      // Time first: ids stored to make replays idempotent then land at the end of the index, not all over it.
      recordId: `${options.receivedAt.toString(36).padStart(9, '0')}-${randomUUID()}`,
      issueId: grouping.fingerprint,
      foldKey,
      count: 1,
      source: options.source,
      level: entry.level,
      title: grouping.title,
      culprit: grouping.culprit,
      id: entry.id,
      message,
      timestamp: entry.timestamp,
      receivedAt: options.receivedAt,
      foldUntil: options.receivedAt + options.foldWindowMs,
    };
    if (stack !== undefined) record.stack = stack;
    if (url !== undefined) record.url = url;
    if (path !== undefined) record.path = path;
    if (entry.userAgent !== undefined) record.userAgent = entry.userAgent;
    if (entry.context !== undefined) record.context = JSON.stringify(scrubContext(entry.context));
    if (session !== undefined) record.session = session;
    byFoldKey.set(foldKey, record);
  }
  return { records: [...byFoldKey.values()], dropped };
}
