import type { LanguageCode } from '../languages.ts';
import { isAbbreviation } from './abbreviations.ts';

/**
 * The article reader's text (#18), cut the same way in the browser (what it speaks and highlights) and in the
 * content service (what it records): the readable blocks of an article in document order, each already
 * whitespace-normalised, joined by `readingBlockSeparator` into `fullText`, and cut into sentence segments whose
 * `[start, end)` count UTF-16 code units of `fullText`. A sentence never runs from one block into the next.
 *
 * One pass over the text with constant look-around per character: linear on any input (no regular expressions).
 */
export const readingBlockSeparator = '\n';

export interface ReadingSegment {
  /** Position in the article's segments, from 0. */
  index: number;
  /** The block it belongs to. */
  block: number;
  /** `fullText.slice(start, end)`: no leading or trailing space. */
  text: string;
  start: number;
  end: number;
}

export interface ReadingText {
  fullText: string;
  /** Where each block starts in `fullText`. */
  blockStarts: number[];
  segments: ReadingSegment[];
}

/**
 * The longest segment, in code units. Some browsers' voices stop speaking an utterance after about fifteen
 * seconds; at a normal pace that is some 200 Latin letters or 100 Chinese or Japanese characters, and a slower rate
 * stretches it, so a longer sentence is cut at a pause (a comma) or a space.
 */
export const readingSegmentCap = (lang: LanguageCode) => (lang === 'ja' || lang === 'zh' ? 90 : 200);

/** Ends a sentence where a space or the block's end follows. */
const stops = new Set(['.', '!', '?', '…', '‼', '⁇', '⁈', '⁉', '؟', '۔']);
/** Ends a sentence even with no space after: the ideographic and full-width stops, the Arabic question mark. */
const strongStops = new Set(['。', '！', '？', '｡', '؟', '۔']);
/** Closes a quotation or a bracket after a stop, and belongs to the sentence it closes. */
const closers = new Set([
  '"',
  "'",
  '”',
  '’',
  '»',
  '›',
  ')',
  ']',
  '}',
  '」',
  '』',
  '）',
  '】',
  '〕',
  '〉',
  '》',
  '〗',
  '］',
  '｝',
  '＂',
  '＇',
]);
/** A pause inside a sentence, where a long one may be cut. */
const pauses = new Set([',', ';', ':', '—', '–', '、', '，', '；', '：', '،', '؛']);
/** Pauses that need no space after them. */
const widePauses = new Set(['、', '，', '；', '：']);

/** The spaces a normalised block may still hold between words: a space, and the no-break spaces of French. */
const isSpace = (char: string | undefined) => char === ' ' || char === '\u00a0' || char === '\u202f';
/** A lower-case letter of a cased script (Latin, Cyrillic, Greek): a sentence does not start with one. */
const isLower = (char: string) => char !== char.toUpperCase() && char === char.toLowerCase();

/** A number alone before a stop, where a sentence starts: a list's or a heading's "1." or "2.3.", not a sentence. */
function isEnumerator(text: string, start: number, stop: number) {
  if (stop === start || stop - start > 6 || text[stop] !== '.') return false;
  for (let at = start; at < stop; at += 1) {
    const char = text[at]!;
    if (!(char >= '0' && char <= '9') && char !== '.') return false;
  }
  return true;
}

interface Cut {
  /** Where the sentence ends, closers included. */
  end: number;
}

/**
 * Whether the stop run `text[stop, runEnd)` followed by closers up to `end` ends a sentence. `strong` says the run
 * holds a stop that needs no space after it.
 */
function endsSentence(text: string, stop: number, runEnd: number, end: number, strong: boolean, lang: LanguageCode) {
  if (strong) return true;
  if (end < text.length && !isSpace(text[end])) return false;
  let next = end;
  while (isSpace(text[next])) next += 1;
  if (next >= text.length) return true;
  const following = text[next]!;
  // "e.g. the", "¿Qué? dijo él", "… and then": a lower-case word goes on with the same sentence.
  if (isLower(following)) return false;
  // Only a single full stop can end an abbreviation; "?", "!" and "…" end the sentence before a capital.
  if (runEnd - stop !== 1 || text[stop] !== '.' || end !== runEnd) return true;
  return !isAbbreviation(text, stop, next, lang);
}

/** The sentence ends in `text` from `from`, each after its stops and closers. */
function sentenceEnds(text: string, lang: LanguageCode): Cut[] {
  const cuts: Cut[] = [];
  // Chinese and Japanese write "!" and "?" half-width too, without a space after them.
  const cjk = lang === 'ja' || lang === 'zh';
  let i = 0;
  let sentenceStart = 0;
  while (i < text.length) {
    const char = text[i]!;
    if (!stops.has(char) && !strongStops.has(char)) {
      i += 1;
      continue;
    }
    let strong = false;
    let runEnd = i;
    while (runEnd < text.length && (stops.has(text[runEnd]!) || strongStops.has(text[runEnd]!))) {
      const stop = text[runEnd]!;
      strong ||= strongStops.has(stop) || (cjk && (stop === '!' || stop === '?'));
      runEnd += 1;
    }
    let end = runEnd;
    for (;;) {
      if (closers.has(text[end]!)) end += 1;
      // French spaces its closing guillemet: « Vraiment ? »
      else if (isSpace(text[end]) && text[end + 1] === '»') end += 2;
      else break;
    }
    if (!isEnumerator(text, sentenceStart, i) && endsSentence(text, i, runEnd, end, strong, lang)) {
      cuts.push({ end });
      sentenceStart = end;
      while (isSpace(text[sentenceStart])) sentenceStart += 1;
    }
    i = end;
  }
  return cuts;
}

/**
 * Where to cut a piece `[start, end)` longer than the cap: after the last pause, else at the last space, in the
 * cap's second half (so that every piece but the last is at least half the cap, which keeps the whole linear), else
 * at the cap itself, never between the two halves of a surrogate pair.
 */
function cutPoint(text: string, start: number, cap: number): { end: number; next: number } {
  const limit = start + cap;
  const floor = start + Math.ceil(cap / 2);
  for (let at = limit - 1; at >= floor; at -= 1) {
    const char = text[at]!;
    if (pauses.has(char) && (widePauses.has(char) || isSpace(text[at + 1]))) return { end: at + 1, next: at + 1 };
  }
  for (let at = limit; at > floor; at -= 1) if (isSpace(text[at])) return { end: at, next: at };
  const low = text.charCodeAt(limit);
  const end = low >= 0xdc00 && low <= 0xdfff ? limit - 1 : limit;
  return { end, next: end };
}

export function readingSegments(blocks: readonly string[], lang: LanguageCode): ReadingText {
  const fullText = blocks.join(readingBlockSeparator);
  const blockStarts: number[] = [];
  const segments: ReadingSegment[] = [];
  const cap = readingSegmentCap(lang);

  const push = (block: number, from: number, to: number) => {
    let start = from;
    let end = to;
    while (start < end && isSpace(fullText[start])) start += 1;
    while (end > start && isSpace(fullText[end - 1])) end -= 1;
    while (end - start > cap) {
      const cut = cutPoint(fullText, start, cap);
      let pieceEnd = cut.end;
      while (pieceEnd > start && isSpace(fullText[pieceEnd - 1])) pieceEnd -= 1;
      segments.push({ index: segments.length, block, text: fullText.slice(start, pieceEnd), start, end: pieceEnd });
      start = cut.next;
      while (start < end && isSpace(fullText[start])) start += 1;
    }
    if (end > start) segments.push({ index: segments.length, block, text: fullText.slice(start, end), start, end });
  };

  let offset = 0;
  blocks.forEach((text, block) => {
    blockStarts.push(offset);
    let from = 0;
    for (const { end } of sentenceEnds(text, lang)) {
      push(block, offset + from, offset + end);
      from = end;
    }
    push(block, offset + from, offset + text.length);
    offset += text.length + readingBlockSeparator.length;
  });
  return { fullText, blockStarts, segments };
}
