import { describe, expect, it } from 'vitest';
import { adversarialBytes, adversarialStrings, firstSlowInput } from '@portfolio/testing';
import { renderMarkdown } from '../src/markdown/index.ts';

/**
 * Rendering stays linear in the Markdown's length: an author's (or an attacker's, should an editor ever take
 * visitors' text) pathological input cannot hold the service for minutes. Each pattern is rendered at 50 KB and at
 * 200 KB: linear work takes about four times as long, quadratic work sixteen. The limit, eight, leaves room for a
 * busy machine; a ratio over it is measured again (the fastest of six) before it counts.
 */
const small = 50_000;
const maxGrowth = 8;
/** Below this, a timer's noise would decide the ratio. */
const floorMs = 5;

const upTo = (n: number, unit: string) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);
const growingRuns = (n: number, char: string) => {
  let text = '';
  for (let k = 1; text.length < n; k += 1) text += char.repeat(k) + ' ';
  return text.slice(0, n);
};

const patterns: Record<string, (n: number) => string> = {
  'open brackets': (n) => upTo(n, '['),
  'open image brackets': (n) => upTo(n, '!['),
  'unclosed links': (n) => upTo(n, '[a]('),
  'unclosed titles': (n) => upTo(n, 'x](y "'),
  'emphasis openers': (n) => upTo(n, '*a'),
  'mixed delimiters': (n) => upTo(n, '*_'),
  'growing backtick runs': (n) => growingRuns(n, '`'),
  'angle brackets': (n) => upTo(n, '<a:'),
  'entity starts': (n) => upTo(n, '&#'),
  'nested lists': (n) => upTo(n, '- '),
  'reference definitions': (n) => upTo(n, '[a]: b\n') + '[a]',
  'bare addresses': (n) => upTo(n, 'https://a.example/'),
  'table columns': (n) => upTo(n / 2, '|a') + '\n' + upTo(n / 2, '|-'),
  'equal headings': (n) => upTo(n, '## a\n\n'),
  'empty fences': (n) => upTo(n, '```\n'),
  'image size braces, unclosed': (n) => upTo(n, '![a](b){width=1 height=2 '),
  'image size braces, repeated': (n) => upTo(n, '![a](b){width=1 height=2}{width=1 height=2}{{{'),
  'highlighted code': (n) => '```ts\n' + upTo(n, 'const a = "x" + `y` /* z */;\n') + '\n```',
};

function millisecondsFor(text: string): number {
  const start = performance.now();
  renderMarkdown(text, 'en');
  return Math.max(performance.now() - start, floorMs);
}

const median = (times: number[]) => times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;

/**
 * The fastest of a few interleaved renders of each size: another process or a collection only ever adds time, so the
 * minimum is the measure a busy machine disturbs least, and interleaving exposes both sizes to the same moments.
 */
function fastestRatio(smaller: string, larger: string, rounds: number): number {
  let [fastSmall, fastLarge] = [Infinity, Infinity];
  for (let round = 0; round < rounds; round += 1) {
    fastSmall = Math.min(fastSmall, millisecondsFor(smaller));
    fastLarge = Math.min(fastLarge, millisecondsFor(larger));
  }
  return fastLarge / fastSmall;
}

function growth(make: (n: number) => string): number {
  const [smaller, larger] = [make(small), make(4 * small)];
  millisecondsFor(make(1000)); // warm the functions up before timing them
  const ratio = fastestRatio(smaller, larger, 2);
  // Quadratic work stays at sixteen however often it is measured; noise does not survive more rounds.
  return ratio <= maxGrowth ? ratio : fastestRatio(smaller, larger, 6);
}

describe('rendering time grows linearly with the Markdown', () => {
  it.each(Object.keys(patterns))('%s: 200 KB take at most eight times 50 KB', { timeout: 120_000 }, (name) => {
    const make = patterns[name]!;
    expect(make(4 * small).length).toBeGreaterThanOrEqual(4 * small);
    expect(growth(make)).toBeLessThanOrEqual(maxGrowth);
  });

  it(
    'renders every 16 KiB adversarial text of @portfolio/testing within forty times plain prose',
    { timeout: 180_000 },
    () => {
      // The bound follows the machine's speed: forty times a 16 KiB paragraph of prose, and never under 250 ms. A
      // pattern that backtracks takes seconds on 16 KiB; the slowest linear input takes about fifteen times the prose.
      const prose = upTo(adversarialBytes, 'Plain words of an article, ');
      const proseMs = median([1, 2, 3, 4, 5].map(() => millisecondsFor(prose)));
      const boundMs = Math.max(250, 40 * proseMs);
      expect(firstSlowInput((text) => renderMarkdown(text, 'en'), adversarialStrings(), boundMs)).toBeUndefined();
    },
  );
});
