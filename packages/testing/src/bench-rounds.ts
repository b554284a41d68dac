import { compareRuns, formatLoad, type LoadResult } from './load.ts';

/** Rounds each benchmark runs unless BENCH_ROUNDS says more (a target is read on the median of at least five). */
export const benchRounds = (env: NodeJS.ProcessEnv = process.env) => Math.max(5, Number(env.BENCH_ROUNDS ?? 5) || 5);

export interface RatioRounds<R extends LoadResult> {
  /** The median run of each side, by requests per second. */
  baseline: R;
  measured: R;
  /** Each round's ratio (measured over baseline, both run back to back), in the order they ran. */
  ratios: number[];
  median: number;
  min: number;
  max: number;
}

const medianOf = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * A baseline and what is measured against it, `rounds` times, each round's pair back to back (which goes first
 * alternating, see compareRuns). The ratio is read round by round, so that a moment when the shared machine was
 * busy colours one round's pair together rather than one side, and the median of those ratios is the figure.
 */
export async function ratioRounds<R extends LoadResult>(
  baseline: () => Promise<R>,
  measured: () => Promise<R>,
  rounds = benchRounds(),
): Promise<RatioRounds<R>> {
  const [base, run, pairs] = await compareRuns(baseline, measured, rounds);
  const ratios = pairs.map(([b, m]) => m.perSecond / b.perSecond);
  return {
    baseline: base,
    measured: run,
    ratios,
    median: medianOf(ratios),
    min: Math.min(...ratios),
    max: Math.max(...ratios),
  };
}

/** The figure as `make bench` prints it: both sides' median runs, every round's ratio, the median, the spread, and the target met or not. */
export function formatRatioRounds(
  labels: { baseline: string; measured: string },
  result: RatioRounds<LoadResult>,
  target?: number,
  indent = '    ',
): string[] {
  const f = (n: number) => n.toFixed(2);
  const verdict = target === undefined ? '' : `; target ≥ ${f(target)}: ${result.median >= target ? 'PASS' : 'FAIL'}`;
  return [
    formatLoad(`${indent}${labels.baseline}`, result.baseline),
    formatLoad(`${indent}${labels.measured}`, result.measured),
    `${indent}ratio to baseline, round by round: ${result.ratios.map(f).join(', ')}`,
    `${indent}ratio: median ${f(result.median)} of ${result.ratios.length} rounds, spread ${f(result.min)}–${f(result.max)}${verdict}`,
  ];
}
