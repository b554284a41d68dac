import { hash } from 'node:crypto';
import type { LogEntry, LogSource } from '@portfolio/contracts';
import { groupingOf, type Grouping } from './fingerprint.ts';
import { isNoiseText } from './noise.ts';
import { scrubText } from './scrub.ts';

/** What ingestion derives from an entry's source, level, message and stack; null for known noise. */
export interface TextAnalysis {
  /** Scrubbed. */
  message: string;
  /** Scrubbed. */
  stack: string | undefined;
  grouping: Grouping;
  /**
   * A digest of what the analysis says (fingerprint, scrubbed message and stack): what an occurrence's fold key is
   * made from, so that remembering the analysis spares hashing that text again for every entry.
   */
  digest: string;
}

export type TextAnalyser = (source: LogSource, entry: LogEntry) => TextAnalysis | null;

/** Derives it every time: scrubbing and grouping are most of what an ingested entry costs. */
export function analyseText(source: LogSource, entry: LogEntry): TextAnalysis | null {
  if (isNoiseText(entry.message, entry.stack)) return null;
  const message = scrubText(entry.message);
  const stack = entry.stack === undefined ? undefined : scrubText(entry.stack);
  const grouping = groupingOf(source, entry.level, message, stack);
  // The fingerprint is hex and the message's length says where it ends; an absent stack counts as an empty one.
  const digest = hash('sha256', `${grouping.fingerprint}\0${message.length}:${message}\0${stack ?? ''}`, 'base64url');
  return { message, stack, grouping, digest };
}

/**
 * The raw text an analysis depends on, as one unambiguous string: the source and level hold no NUL, the message's
 * length says where it ends, and a stack (even an empty one) is told from none. Cheaper than JSON, which must
 * escape every line break of a stack.
 */
const rawKey = (source: LogSource, { level, message, stack }: LogEntry) =>
  `${source}\0${level}\0${message.length}:${message}${stack === undefined ? '' : `\0${stack}`}`;

export interface RememberOptions {
  /** Analyses remembered at most. */
  entries?: number;
  /** Characters of scrubbed text remembered at most (messages and stacks are capped at 8 and 16 KB each). */
  chars?: number;
}

/**
 * analyseText, remembering the latest analyses: one fault reaches us from many visitors with the same message and
 * stack, and analysing them again is most of an ingestion's cost. Remembered by a digest of the raw text (the raw
 * text can hold a secret until it is scrubbed, and is kept no longer than its request), oldest forgotten first,
 * within a bound on entries and on characters so that distinct errors cannot grow it.
 */
export function textAnalyser({ entries = 500, chars = 2_000_000 }: RememberOptions = {}): TextAnalyser {
  const seen = new Map<string, { analysis: TextAnalysis | null; chars: number }>();
  let held = 0;
  return (source, entry) => {
    const key = hash('sha256', rawKey(source, entry), 'base64url');
    const known = seen.get(key);
    if (known) return known.analysis;
    const analysis = analyseText(source, entry);
    const size = analysis ? analysis.message.length + (analysis.stack?.length ?? 0) : 0;
    if (size > chars) return analysis;
    for (const [oldest, { chars: oldSize }] of seen) {
      if (seen.size < entries && held + size <= chars) break;
      seen.delete(oldest);
      held -= oldSize;
    }
    seen.set(key, { analysis, chars: size });
    held += size;
    return analysis;
  };
}
