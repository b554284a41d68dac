import { hash, randomUUID } from 'node:crypto';
import type { LogEntry, LogSource } from '@portfolio/contracts';
import type { OccurrenceRecord } from '../store/ports.ts';
import { isExtensionUrl } from './frames.ts';
import { scrubContext, scrubPath, scrubUrl } from './scrub.ts';
import { analyseText, type TextAnalyser } from './text-analysis.ts';

export interface PrepareOptions {
  source: LogSource;
  receivedAt: number;
  foldWindowMs: number;
  /** The pseudonymous session key of an entry, when one can be told. */
  sessionOf(entry: LogEntry): string | undefined;
  /** Noise, scrubbed message and stack, and grouping of an entry (analyseText unless said, e.g. remembering). */
  analyse?: TextAnalyser;
}

export interface Prepared {
  records: OccurrenceRecord[];
  dropped: number;
}

/** The parts joined by NUL, an absent one as empty, hashed; without building an array of them for every entry. */
const keyOf = (fingerprint: string, message: string, stack = '', url = '', path = '', session = '') =>
  hash('sha256', `${fingerprint}\0${message}\0${stack}\0${url}\0${path}\0${session}`, 'base64url');

/**
 * A batch usually repeats its page address and path (one page's errors): scrubbed once each. The raw text is
 * kept no longer than the batch.
 */
function scrubbedOnce(scrub: (text: string) => string) {
  const seen = new Map<string, string>();
  return (text: string) => {
    let scrubbed = seen.get(text);
    if (scrubbed === undefined) {
      scrubbed = scrub(text);
      seen.set(text, scrubbed);
    }
    return scrubbed;
  };
}

/**
 * Hygiene before anything is written: noise dropped, secrets and personal data scrubbed from every text field,
 * the server's receipt time set beside the client's, the issue fingerprint computed, and identical entries of
 * the batch folded into one record with a count.
 */
export function prepare(entries: readonly LogEntry[], options: PrepareOptions): Prepared {
  const byFoldKey = new Map<string, OccurrenceRecord>();
  let dropped = 0;
  const analyse = options.analyse ?? analyseText;
  // Time first: ids stored to make replays idempotent then land at the end of the index, not all over it.
  const idPrefix = `${options.receivedAt.toString(36).padStart(9, '0')}-`;
  const urlOf = scrubbedOnce(scrubUrl);
  const pathOf = scrubbedOnce(scrubPath);
  for (const entry of entries) {
    // Noise as isNoise tells it: a page of a browser extension, or a message or stack known to be noise.
    const analysis = entry.url !== undefined && isExtensionUrl(entry.url) ? null : analyse(options.source, entry);
    if (!analysis) {
      dropped++;
      continue;
    }
    const { message, stack, grouping } = analysis;
    const url = entry.url === undefined ? undefined : urlOf(entry.url);
    const path = entry.path === undefined ? undefined : pathOf(entry.path);
    const session = options.sessionOf(entry);
    const foldKey = keyOf(grouping.fingerprint, message, stack, url, path, session);

    const seen = byFoldKey.get(foldKey);
    if (seen) {
      seen.count++;
      continue;
    }
    const record: OccurrenceRecord = {
      recordId: idPrefix + randomUUID(),
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
