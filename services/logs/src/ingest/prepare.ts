import { hash } from 'node:crypto';
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
  /** An occurrence's fold key from its parts joined (foldKeyDigest unless said, e.g. rememberedFoldKeys). */
  foldKeyOf?: (parts: string) => string;
}

export interface Prepared {
  records: OccurrenceRecord[];
  dropped: number;
}

/**
 * What makes two occurrences one: the analysis (by its digest), page address, path and session, an absent one as
 * empty, lengths saying where the address and path end; without building an array of them for every entry.
 */
const foldParts = (digest: string, url = '', path = '', session = '') =>
  `${digest}\0${url.length}:${url}\0${path.length}:${path}\0${session}`;

export const foldKeyDigest = (parts: string) => hash('sha256', parts, 'base64url');

/**
 * foldKeyDigest, remembering the latest keys: one page's fault reaches us again and again from the same sessions.
 * The parts hold only scrubbed text and a pseudonymous session key. Forgotten all at once past its bounds.
 */
export function rememberedFoldKeys({ entries = 2000, chars = 1_000_000 } = {}) {
  const seen = new Map<string, string>();
  let held = 0;
  return (parts: string) => {
    let key = seen.get(parts);
    if (key === undefined) {
      key = foldKeyDigest(parts);
      if (seen.size >= entries || held + parts.length > chars) {
        seen.clear();
        held = 0;
      }
      seen.set(parts, key);
      held += parts.length;
    }
    return key;
  };
}

/**
 * A record's id, the same in every copy of a batch: the sender's id of its first entry and its fold key (distinct
 * within a batch). A batch posted again (the gateway retrying one the service died with in hand) is then applied
 * once, as a spool replay is. Time first, the entry's own (the same in every copy): ids stored to make copies
 * idempotent land near the end of the index, not all over it.
 */
function recordIdOf(source: LogSource, entry: LogEntry, foldKey: string): string {
  const at = Math.max(0, Date.parse(entry.timestamp)).toString(36).padStart(9, '0');
  return `${at}-${hash('sha256', `${source}\0${entry.id}\0${foldKey}`, 'base64url').slice(0, 22)}`;
}

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
  const foldKeyOf = options.foldKeyOf ?? foldKeyDigest;
  const urlOf = scrubbedOnce(scrubUrl);
  const pathOf = scrubbedOnce(scrubPath);
  for (const entry of entries) {
    // Noise as isNoise tells it: a page of a browser extension, or a message or stack known to be noise.
    const analysis = entry.url !== undefined && isExtensionUrl(entry.url) ? null : analyse(options.source, entry);
    if (!analysis) {
      dropped++;
      continue;
    }
    const { message, stack, grouping, digest } = analysis;
    const url = entry.url === undefined ? undefined : urlOf(entry.url);
    const path = entry.path === undefined ? undefined : pathOf(entry.path);
    const session = options.sessionOf(entry);
    const foldKey = foldKeyOf(foldParts(digest, url, path, session));

    const seen = byFoldKey.get(foldKey);
    if (seen) {
      seen.count++;
      continue;
    }
    const record: OccurrenceRecord = {
      recordId: recordIdOf(options.source, entry, foldKey),
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
