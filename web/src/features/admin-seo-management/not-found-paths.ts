import { limits, notFoundLimits, type NotFoundAnswer } from '@portfolio/contracts';

export interface VisitedPath {
  path: string;
  count: number;
}

/**
 * The visited paths the content service is asked about, in calls of as many as it answers for at once; only paths
 * it takes (a path the analytics kept but too long for an address of the site is not one a redirect could start from).
 */
export function pathsToClassify(visited: readonly VisitedPath[]): string[][] {
  const paths = visited
    .map(({ path }) => path)
    .filter((path) => path.startsWith('/') && path.length <= limits.pathLength);
  const calls: string[][] = [];
  for (let start = 0; start < paths.length; start += notFoundLimits.paths) {
    calls.push(paths.slice(start, start + notFoundLimits.paths));
  }
  return calls;
}

/**
 * The visited paths that lead nowhere (no page, no article, no file, no redirect), most viewed first: the analytics
 * service counts the views, the content service says what each path is; the screen combines the two answers.
 */
export function notFoundPaths(visited: readonly VisitedPath[], answers: readonly NotFoundAnswer[]): VisitedPath[] {
  const missing = new Set(
    answers
      .flatMap((answer) => answer.paths)
      .filter(({ status }) => status === 'not-found')
      .map(({ path }) => path),
  );
  return visited.filter(({ path }) => missing.has(path)).sort((a, b) => b.count - a.count);
}

/** The periods the list offers, in days; the middle one is shown first (the statistics' default). */
export const periodDays = [7, 30, 90] as const;
export type PeriodDays = (typeof periodDays)[number];

/** The last `days` calendar days up to the reader's today, both ends included, as the analytics API speaks them. */
export function lastDays(days: number, now: Date): { from: string; to: string } {
  const day = (date: Date) =>
    `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1));
  return { from: day(start), to: day(now) };
}
