import type { LanguageCode } from '@portfolio/contracts';

/** A word of a segment: `[start, end)` in the segment's text. */
export type WordSpan = readonly [number, number];

const isSpace = (char: string) => char === ' ' || char === '\u00a0' || char === '\u202f' || char === '\n';
const isPunctuationOnly = (text: string) => !/[\p{L}\p{N}]/u.test(text);

const segmenters = new Map<LanguageCode, Intl.Segmenter>();
/** The browser's word segmentation for a language, made once (it loads the language's dictionary). */
function wordSegmenter(lang: LanguageCode) {
  if (typeof Intl === 'undefined' || !('Segmenter' in Intl)) return undefined;
  let segmenter = segmenters.get(lang);
  if (!segmenter) segmenters.set(lang, (segmenter = new Intl.Segmenter(lang, { granularity: 'word' })));
  return segmenter;
}

/**
 * The words of one segment, in order, each with the punctuation around it ("«", "?", "—") so that a word's
 * highlight never lands on a lone mark: the browser's word segmentation where it has one (Chinese and Japanese
 * write no spaces), else the runs between spaces. Computed for the segment being read only, so that a long article
 * costs nothing up front.
 */
export function segmentWords(text: string, lang: LanguageCode): WordSpan[] {
  const pieces: [number, number][] = [];
  const segmenter = wordSegmenter(lang);
  if (segmenter) {
    for (const { segment, index } of segmenter.segment(text)) {
      if (![...segment].every(isSpace)) pieces.push([index, index + segment.length]);
    }
  } else {
    let start = -1;
    for (let i = 0; i <= text.length; i += 1) {
      const space = i === text.length || isSpace(text[i]!);
      if (space && start >= 0) {
        pieces.push([start, i]);
        start = -1;
      } else if (!space && start < 0) start = i;
    }
  }
  // Marks join the word before them, or the one after them at the start of the segment.
  const words: [number, number][] = [];
  let leading: number | undefined;
  for (const [start, end] of pieces) {
    const mark = isPunctuationOnly(text.slice(start, end));
    const last = words.at(-1);
    if (mark && last) last[1] = end;
    else if (mark) leading ??= start;
    else {
      words.push([leading ?? start, end]);
      leading = undefined;
    }
  }
  if (words.length === 0 && text.length > 0) words.push([0, text.length]);
  return words;
}

/** The word at `charIndex` of the segment: the last one starting at or before it. */
export function wordAt(words: readonly WordSpan[], charIndex: number): number {
  let low = 0;
  let high = words.length - 1;
  if (high < 0) return -1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (words[middle]![0] <= charIndex) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * Characters per second of speech at rate 1, to place the word inside a segment when the voice sends no word
 * boundaries: about 170 words a minute in the European languages, 7 kana or 5 hanzi a second.
 */
export const charactersPerSecond = (lang: LanguageCode) => (lang === 'ja' ? 7 : lang === 'zh' ? 5 : 14);
