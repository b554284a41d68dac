import fc from 'fast-check';

/** The size the issue names: every pattern that sees visitor input must stay fast on it. */
export const adversarialBytes = 16 * 1024;

/**
 * Repeated units that make backtracking patterns try every start position: runs of dots, ports, letters, at-signs,
 * slashes and escapes, and the pieces our patterns look for (schemes, secrets, built files, stack frames).
 */
const units = [
  '.',
  ':1',
  'a',
  '@.',
  '/',
  '%',
  '?',
  '#',
  '=',
  ' ',
  '-',
  '1',
  ':',
  'a.',
  'a@',
  'a-',
  '@',
  '/a?',
  '.js',
  'eyJ',
  'token=',
  'token="',
  'Bearer ',
  'aaaaaaaa.',
  '?\r',
  '\t',
];
/** What comes first: what makes a pattern start a match (a query, an address, a frame, a secret name…). */
const prefixes = ['', '/a?', 'a@', 'https://x/?', 'at ', 'a@b.', 'token=', 'x.', '-', 'eyJ'];
/** What makes the match fail at the very end, after the run was consumed. */
const endings = ['x', '!', '\n'];

const fill = (prefix: string, unit: string, ending: string) =>
  (prefix + unit.repeat(Math.ceil(adversarialBytes / unit.length))).slice(0, adversarialBytes - ending.length) + ending;

/** Random sequences of runs of the same units, reproducible: fast-check with a fixed seed. */
function mixes(count: number): string[] {
  const run = fc.tuple(fc.constantFrom(...units), fc.integer({ min: 1, max: 4096 }));
  const mix = fc.tuple(fc.array(run, { minLength: 2, maxLength: 12 }), fc.constantFrom(...endings));
  return fc.sample(mix, { numRuns: count, seed: 13 }).map(([runs, ending]) => {
    let text = '';
    while (text.length < adversarialBytes) for (const [unit, times] of runs) text += unit.repeat(times);
    return text.slice(0, adversarialBytes - ending.length) + ending;
  });
}

/** Every prefix × unit × ending, then random mixes: about 850 strings of 16 KiB each. */
export function adversarialStrings(mixCount = 64): { name: string; text: string }[] {
  const out: { name: string; text: string }[] = [];
  for (const prefix of prefixes)
    for (const unit of units)
      for (const ending of endings)
        out.push({ name: JSON.stringify(prefix + unit + '…' + ending), text: fill(prefix, unit, ending) });
  mixes(mixCount).forEach((text, i) => out.push({ name: `mix ${i}: ${JSON.stringify(text.slice(0, 24))}…`, text }));
  return out;
}

/**
 * The first input on which a function takes longer than `boundMs`, with its time; undefined when none does. Each
 * input is timed once, and one that looks slow is timed again, keeping the median of five, so that a busy
 * machine's pause is not taken for a quadratic pattern.
 */
export function firstSlowInput(
  fn: (text: string) => unknown,
  inputs: readonly { name: string; text: string }[],
  boundMs: number,
): string | undefined {
  const timed = (text: string) => {
    const start = performance.now();
    fn(text);
    return performance.now() - start;
  };
  for (const { name, text } of inputs) {
    if (timed(text) <= boundMs) continue;
    const median = Array.from({ length: 5 }, () => timed(text)).sort((a, b) => a - b)[2]!;
    if (median > boundMs) return `${median.toFixed(1)} ms (median of 5) on ${name}`;
  }
  return undefined;
}
