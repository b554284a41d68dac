import type { LanguageCode, ReadingSegment } from '@portfolio/contracts';
import type { ReaderView } from './types';
import { segmentWords, wordAt, type WordSpan } from './words';

type Range = readonly [number, number];

/** Where a reader is: the segment, and the word of it, with their ranges in the full text. */
export interface ReadingPosition {
  readonly segmentIndex: number;
  readonly wordIndex: number;
  segmentRange(): Range | null;
  wordRange(): Range | null;
  /** Another segment (-1: none), its first word not reached yet. */
  moveTo(index: number): void;
  /** The word at `charIndex` of the segment; whether it is another one. */
  reach(charIndex: number): boolean;
}

export function readingPosition(segments: readonly ReadingSegment[], lang: LanguageCode): ReadingPosition {
  let segmentIndex = -1;
  let wordIndex = -1;
  let words: WordSpan[] | undefined;
  return {
    get segmentIndex() {
      return segmentIndex;
    },
    get wordIndex() {
      return wordIndex;
    },
    segmentRange() {
      const segment = segments[segmentIndex];
      return segment ? [segment.start, segment.end] : null;
    },
    wordRange() {
      const segment = segments[segmentIndex];
      const word = words?.[wordIndex];
      return segment && word ? [segment.start + word[0], segment.start + word[1]] : null;
    },
    moveTo(index) {
      segmentIndex = index;
      wordIndex = -1;
      words = undefined;
    },
    reach(charIndex) {
      const segment = segments[segmentIndex];
      if (!segment) return false;
      // The words of the segment being read only: a long article costs nothing up front.
      words ??= segmentWords(segment.text, lang);
      const index = wordAt(words, charIndex);
      if (index === wordIndex) return false;
      wordIndex = index;
      return true;
    },
  };
}

const sameRange = (a: Range | null, b: Range | null) => a?.[0] === b?.[0] && a?.[1] === b?.[1];

/** Whether a reader's view changed: a new snapshot only then, as useSyncExternalStore wants. */
export const sameView = (a: ReaderView, b: ReaderView) =>
  (Object.keys(a) as (keyof ReaderView)[]).every((key) =>
    key === 'segmentRange' || key === 'wordRange' ? sameRange(a[key], b[key]) : a[key] === b[key],
  );
