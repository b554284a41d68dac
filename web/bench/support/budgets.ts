/** One Lighthouse round of a first visit of one address. */
export interface Round {
  /** Every script the visit fetched until Lighthouse saw the page idle, as paths under the build folder. */
  scripts: string[];
  idleGzip: number;
  idleBrotli: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

/** The figures an address is judged on: JavaScript weights in KB gzip, Lighthouse scores. */
export interface Figures {
  criticalGzip: number;
  idleGzip: number;
  addedGzip: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

export interface Budget {
  name: string;
  figure: keyof Figures;
  /** At most this (a weight in KB gzip) or at least this (a score). */
  limit: number;
  kind: 'at most' | 'at least';
  unit: string;
}

/** The Lighthouse targets of every public page (issue #14): mobile performance 95, the other three 100. */
export const pageBudgets: Budget[] = [
  { name: 'Lighthouse mobile performance', figure: 'performance', limit: 95, kind: 'at least', unit: '' },
  { name: 'Lighthouse accessibility', figure: 'accessibility', limit: 100, kind: 'at least', unit: '' },
  { name: 'Lighthouse best practices', figure: 'bestPractices', limit: 100, kind: 'at least', unit: '' },
  { name: 'Lighthouse SEO', figure: 'seo', limit: 100, kind: 'at least', unit: '' },
];

/** The first visit of `/` (issue #14): its JavaScript weights besides the page targets. */
export const homeBudgets: Budget[] = [
  { name: 'render-critical JavaScript', figure: 'criticalGzip', limit: 120, kind: 'at most', unit: ' KB gzip' },
  { name: 'all JavaScript loaded by idle', figure: 'idleGzip', limit: 170, kind: 'at most', unit: ' KB gzip' },
  ...pageBudgets,
];

/** An article page (issue #15): what its route costs a visitor beyond what `/` needs. */
export const articleBudgets: Budget[] = [
  ...pageBudgets,
  {
    name: 'JavaScript the article route adds to what / needs',
    figure: 'addedGzip',
    limit: 25,
    kind: 'at most',
    unit: ' KB gzip',
  },
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
