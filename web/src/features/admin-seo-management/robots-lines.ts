import { parseRobots, robotsAllows, robotsLimits, type ErrorBody, type RobotsRule } from '@portfolio/contracts';

/** Why a line cannot be saved, worded by the screen: the file too big, the line too long, not `Field: value`, … */
export type RobotsReason = 'size' | 'length' | 'syntax' | 'directive' | 'value' | 'order';

export interface LineProblem {
  /** 1-based; 0 for the file as a whole. */
  line: number;
  reason: RobotsReason;
}

const directives = ['user-agent', 'allow', 'disallow', 'sitemap', 'crawl-delay'];

/** The reason of a line the shared parser refused, read from the line itself (the parser's words are English). */
function reasonOf(raw: string, message: string): RobotsReason {
  if (raw.length > robotsLimits.lineLength) return 'length';
  const text = raw.split('#', 1)[0]!.trim();
  const colon = text.indexOf(':');
  if (colon === -1) return 'syntax';
  if (!directives.includes(text.slice(0, colon).trim().toLowerCase())) return 'directive';
  // A known directive with a good value is refused only for coming before any User-agent line.
  return message.startsWith('a rule must follow') ? 'order' : 'value';
}

/**
 * Every line of the text that cannot be saved, with its reason: the parser the content service saves and serves
 * with (contracts' robots.ts), run as the administrator types.
 */
export function robotsProblems(text: string): LineProblem[] {
  const lines = text.split(/\r?\n|\r/);
  return parseRobots(text).problems.map(({ line, message }) =>
    line === 0 ? { line, reason: 'size' } : { line, reason: reasonOf(lines[line - 1] ?? '', message) },
  );
}

/**
 * The save's refusal (details `lines.<n>`, or `text` for the whole file) as problems: a line the page already
 * explains keeps its reason, any other is a value the server did not take.
 */
export function refusedLines(details: ErrorBody['details'], known: readonly LineProblem[]): LineProblem[] {
  const problems = new Map<number, LineProblem>();
  for (const { path } of details ?? []) {
    const match = /(?:^|\.)lines\.(\d+)$/.exec(path);
    const line = match ? Number(match[1]) : 0;
    problems.set(line, known.find((problem) => problem.line === line) ?? { line, reason: line ? 'value' : 'size' });
  }
  return [...problems.values()].sort((a, b) => a.line - b.line);
}

export interface RobotsPreview {
  allowed: boolean;
  rule: RobotsRule | null;
}

/** Whether `agent` may crawl `path` under the text as typed: the matcher the server and the audit use. */
export function robotsPreview(text: string, agent: string, path: string): RobotsPreview {
  const { allowed, rule } = robotsAllows(parseRobots(text), agent, path);
  return { allowed, rule };
}
