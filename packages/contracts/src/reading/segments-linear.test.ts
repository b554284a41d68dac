import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { languageCodes } from '../languages.ts';
import { readingSegments } from './segments.ts';

/**
 * The reader cuts articles of any length (#18: 100,000 characters keep the page responsive), in the browser and in
 * the content service. Texts of 32 and 128 KiB built from the pieces that make the cutter look around the most
 * (stops, abbreviations, closers, spaces, long unbroken runs that hit the cap): linear work grows about four
 * times, quadratic work sixteen; the limit, eight, leaves room for a busy machine, and a ratio over it is measured
 * again before it counts.
 */
const maxGrowth = 8;
/** Below this, a timer's noise would decide the ratio. */
const floorMs = 2;
const units = [
  '.',
  ' ',
  '. ',
  '.»',
  ' »',
  'Dr. ',
  'e.g. ',
  'U.S. ',
  '3. ',
  'a',
  'A ',
  '。',
  '？」',
  '?!',
  '…',
  ',',
  '，',
  '؟',
  '😀',
  'word ',
  '\u00a0',
];

/** The fastest of five runs: on a shared, busy machine the others measure the machine more than the code. */
const fastest = (run: () => void) => {
  let best = Infinity;
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    run();
    best = Math.min(best, performance.now() - start);
  }
  return best;
};

function growth(text: (length: number) => string, lang: (typeof languageCodes)[number]) {
  const small = [text(32_768)];
  const large = [text(131_072)];
  const ratio = () =>
    fastest(() => readingSegments(large, lang)) /
    Math.max(
      floorMs,
      fastest(() => readingSegments(small, lang)),
    );
  const first = ratio();
  return first <= maxGrowth ? first : Math.min(first, ratio(), ratio());
}

const mix = fc.tuple(
  fc.array(fc.tuple(fc.constantFrom(...units), fc.integer({ min: 1, max: 2048 })), { minLength: 1, maxLength: 8 }),
  fc.constantFrom(...languageCodes),
);

describe('readingSegments on long adversarial text', () => {
  it('stays linear on every repeated piece', () => {
    for (const unit of units)
      for (const lang of ['en', 'ja'] as const) {
        const at = (n: number) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);
        expect(growth(at, lang), `${JSON.stringify(unit)} in ${lang}`).toBeLessThanOrEqual(maxGrowth);
      }
  });

  it('stays linear on random mixes of them (fast-check, fixed seed)', () => {
    fc.assert(
      fc.property(mix, ([runs, lang]) => {
        const at = (n: number) => {
          let text = '';
          while (text.length < n) for (const [unit, times] of runs) text += unit.repeat(times);
          return text.slice(0, n);
        };
        return growth(at, lang) <= maxGrowth;
      }),
      { seed: 18, numRuns: 12 },
    );
  });

  it('cuts a 100,000-character article into whole segments covering every character', () => {
    const paragraph = 'The reader speaks. Dr. Who asks why? Because… 今日は晴れです。كيف حالك؟ '.repeat(40).trim();
    const blocks = Array.from({ length: 40 }, () => paragraph);
    const { fullText, segments } = readingSegments(blocks, 'en');
    expect(fullText.length).toBeGreaterThan(100_000);
    let covered = 0;
    for (const segment of segments) {
      expect(segment.start).toBeGreaterThanOrEqual(covered);
      expect(fullText.slice(covered, segment.start).trim()).toBe('');
      covered = segment.end;
    }
    expect(covered).toBe(fullText.length);
  });
});
