/** One Lighthouse round of the first visit of `/`. */
export interface Round {
  idleGzip: number;
  idleBrotli: number;
  idleFiles: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

export interface Budget {
  name: string;
  figure: 'criticalGzip' | 'idleGzip' | 'performance' | 'accessibility' | 'bestPractices' | 'seo';
  /** At most this (a weight in KB gzip) or at least this (a score). */
  limit: number;
  kind: 'at most' | 'at least';
  unit: string;
}

/** The first visit's budgets of issue #14: what `make bench` judges each figure against. */
export const budgets: Budget[] = [
  { name: 'render-critical JavaScript', figure: 'criticalGzip', limit: 120, kind: 'at most', unit: ' KB gzip' },
  { name: 'all JavaScript loaded by idle', figure: 'idleGzip', limit: 170, kind: 'at most', unit: ' KB gzip' },
  { name: 'Lighthouse mobile performance', figure: 'performance', limit: 95, kind: 'at least', unit: '' },
  { name: 'Lighthouse accessibility', figure: 'accessibility', limit: 100, kind: 'at least', unit: '' },
  { name: 'Lighthouse best practices', figure: 'bestPractices', limit: 100, kind: 'at least', unit: '' },
  { name: 'Lighthouse SEO', figure: 'seo', limit: 100, kind: 'at least', unit: '' },
];

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** One line: the figure, its target, and whether it meets it. */
export function judge(budget: Budget, value: number): string {
  const passes = budget.kind === 'at most' ? value <= budget.limit : value >= budget.limit;
  const shown = budget.unit ? value.toFixed(1) : String(value);
  const target = `${budget.kind === 'at most' ? '≤' : '≥'} ${budget.limit}${budget.unit}`;
  return `  ${budget.name}: ${shown}${budget.unit}   target ${target}   ${passes ? 'pass' : 'FAIL'}`;
}
