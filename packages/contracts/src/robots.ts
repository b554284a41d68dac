/**
 * robots.txt (#19): parsing with a verdict per line, and the matcher crawlers use (RFC 9309, as Google reads it):
 * the group of the most specific user agent (its exact product token, else `*`; groups naming the same agent are
 * merged), then the longest matching Allow or Disallow path, `*` matching any run of characters and a final `$`
 * the end, an Allow winning a tie; no matching rule, or no group, allows. Pure and small, so that the content
 * service (serving, the preview, the SEO audit) and the web app read a text the same way.
 */
export const robotsLimits = {
  /** Google reads the first 500 KiB; ours is written by hand. */
  bytes: 32 * 1024,
  lineLength: 500,
  pathLength: 2048,
  agentLength: 200,
} as const;

export type RobotsDirective = 'user-agent' | 'allow' | 'disallow' | 'sitemap' | 'crawl-delay';

export interface RobotsLine {
  /** 1-based. */
  line: number;
  directive: RobotsDirective;
  value: string;
}

export interface RobotsRule {
  line: number;
  directive: 'allow' | 'disallow';
  value: string;
}

export interface RobotsGroup {
  /** The user-agent lines' values, lower-cased, and the first one's line. */
  agents: string[];
  line: number;
  rules: RobotsRule[];
}

export interface RobotsProblem {
  line: number;
  message: string;
}

export interface ParsedRobots {
  groups: RobotsGroup[];
  sitemaps: string[];
  problems: RobotsProblem[];
}

const directives: readonly RobotsDirective[] = ['user-agent', 'allow', 'disallow', 'sitemap', 'crawl-delay'];
const agentToken = /^(?:\*|[A-Za-z0-9_.\-/]+)$/;

function valueProblem(directive: RobotsDirective, value: string): string | undefined {
  switch (directive) {
    case 'user-agent':
      if (value.length > robotsLimits.agentLength)
        return `User-agent must be at most ${robotsLimits.agentLength} characters`;
      return agentToken.test(value) ? undefined : 'User-agent needs a product token (letters, digits, - _ . /) or *';
    case 'allow':
    case 'disallow':
      if (value === '') return undefined;
      if (/\s/.test(value)) return 'a path must not contain spaces';
      return value.startsWith('/') || value.startsWith('*') ? undefined : 'a path must start with / or *';
    case 'sitemap':
      return /^https?:\/\/\S+$/i.test(value) && URL.canParse(value)
        ? undefined
        : 'Sitemap needs an absolute http(s) URL';
    case 'crawl-delay':
      return /^\d{1,5}(?:\.\d{1,3})?$/.test(value) ? undefined : 'Crawl-delay needs a number of seconds';
  }
}

/** One line read: blank or a comment (undefined), a directive, or what is wrong with it. */
function readLine(raw: string, line: number): RobotsLine | RobotsProblem | undefined {
  if (raw.length > robotsLimits.lineLength)
    return { line, message: `at most ${robotsLimits.lineLength} characters a line` };
  const text = raw.split('#', 1)[0]!.trim();
  if (text === '') return undefined;
  const colon = text.indexOf(':');
  if (colon === -1)
    return { line, message: 'expected "Directive: value" (User-agent, Allow, Disallow, Sitemap, Crawl-delay)' };
  const name = text.slice(0, colon).trim().toLowerCase();
  const directive = directives.find((known) => known === name);
  if (!directive) return { line, message: `unknown directive "${text.slice(0, colon).trim().slice(0, 40)}"` };
  const value = text.slice(colon + 1).trim();
  const problem = valueProblem(directive, value);
  return problem ? { line, message: problem } : { line, directive, value };
}

/** Reads a robots.txt; `problems` lists every line that cannot be read, with its number. */
export function parseRobots(text: string): ParsedRobots {
  const parsed: ParsedRobots = { groups: [], sitemaps: [], problems: [] };
  if (new TextEncoder().encode(text).length > robotsLimits.bytes) {
    parsed.problems.push({ line: 0, message: `must be at most ${robotsLimits.bytes} bytes` });
    return parsed;
  }
  let group: RobotsGroup | undefined;
  let takingAgents = false;
  text.split(/\r?\n|\r/).forEach((raw, index) => {
    const read = readLine(raw, index + 1);
    if (!read) return;
    if ('message' in read) {
      parsed.problems.push(read);
      return;
    }
    if (read.directive === 'user-agent') {
      if (!group || !takingAgents) {
        group = { agents: [], line: read.line, rules: [] };
        parsed.groups.push(group);
      }
      group.agents.push(read.value.toLowerCase());
      takingAgents = true;
      return;
    }
    if (read.directive === 'sitemap') {
      parsed.sitemaps.push(read.value);
      return;
    }
    takingAgents = false;
    if (!group) {
      parsed.problems.push({ line: read.line, message: 'a rule must follow a User-agent line' });
      return;
    }
    if (read.directive !== 'crawl-delay')
      group.rules.push({ line: read.line, directive: read.directive, value: read.value });
  });
  return parsed;
}

/**
 * Whether `path` matches a rule's value: `*` any run of characters, `$` at the end anchors it, anything else
 * literally, as a prefix. The usual glob walk with one remembered star: at most path × pattern steps, and both are
 * capped (robotsLimits), with no regular expression built from the administrator's text.
 */
export function robotsPatternMatches(pattern: string, path: string): boolean {
  const anchored = pattern.endsWith('$');
  const body = anchored ? pattern.slice(0, -1) : pattern;
  let p = 0;
  let s = 0;
  let star = -1;
  let resume = 0;
  while (s < path.length || p < body.length) {
    if (p === body.length && !anchored) return true;
    if (p < body.length && body[p] === '*') {
      star = p++;
      resume = s;
    } else if (p < body.length && s < path.length && body[p] === path[s]) {
      p++;
      s++;
    } else if (star !== -1 && resume < path.length) {
      p = star + 1;
      s = ++resume;
    } else {
      return false;
    }
  }
  return true;
}

/** The lower-cased product token of a user agent: `Googlebot/2.1 (+http…)` is `googlebot`. */
export const productToken = (agent: string) => (/^[A-Za-z_-]+/.exec(agent.trim())?.[0] ?? agent.trim()).toLowerCase();

export interface RobotsAnswer {
  allowed: boolean;
  /** The applying group's first user-agent line, as written (lower-cased), or null. */
  group: string | null;
  rule: RobotsRule | null;
}

/** Whether `agent` may fetch `path` (its query included, as crawlers match) under the parsed text. */
export function robotsAllows(robots: Pick<ParsedRobots, 'groups'>, agent: string, path: string): RobotsAnswer {
  const token = productToken(agent);
  const named = robots.groups.filter((group) => group.agents.includes(token));
  const groups = named.length > 0 ? named : robots.groups.filter((group) => group.agents.includes('*'));
  if (groups.length === 0 || path === '/robots.txt') return { allowed: true, group: null, rule: null };
  let best: RobotsRule | null = null;
  for (const rule of groups.flatMap((group) => group.rules)) {
    // An empty Disallow allows everything: it matches nothing.
    if (rule.value === '' || !robotsPatternMatches(rule.value, path)) continue;
    const longer = !best || rule.value.length > best.value.length;
    const tieToAllow = best && rule.value.length === best.value.length && rule.directive === 'allow';
    if (longer || tieToAllow) best = rule;
  }
  const agentName = named.length > 0 ? token : '*';
  return { allowed: best?.directive !== 'disallow', group: agentName, rule: best };
}
