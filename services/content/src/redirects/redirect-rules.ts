import {
  isExternalTarget,
  isPrefixPattern,
  redirectBase,
  redirectLimits,
  sourceProblem,
  type RedirectInput,
} from '@portfolio/contracts';
import type { StoredRedirect } from './redirects-port.ts';

/** Whether a source pattern (exact, or `/base/*`) takes `path`: a prefix takes its base and everything under it. */
export function patternTakes(pattern: string, path: string): boolean {
  if (!isPrefixPattern(pattern)) return pattern === path;
  const base = redirectBase(pattern);
  return path === base || path.startsWith(`${base}/`);
}

/**
 * The sources that could take a request's path: the path itself and `/*` at each of its levels, longest first. A
 * path that could never be a source (not canonical, reserved, too long) has none, so it costs no store lookup.
 */
export function candidateSources(path: string): string[] {
  if (path.length > redirectLimits.sourceLength - 2 || sourceProblem(path) !== undefined) return [];
  const candidates = [path];
  for (let end = path.length; end > 0; end = path.lastIndexOf('/', end - 1)) {
    candidates.push(`${path.slice(0, end)}/*`);
  }
  return candidates;
}

/** The redirect that answers `path` among those found: the exact one, else the longest prefix. */
export function pickRedirect(path: string, found: StoredRedirect[]): StoredRedirect | undefined {
  const exact = found.find((r) => r.source === path);
  if (exact) return exact;
  return found.filter((r) => patternTakes(r.source, path)).sort((a, b) => b.source.length - a.source.length)[0];
}

/**
 * Where a redirect sends `path`: its target, a prefix's rest carried over to the target's `/*`, and the request's
 * query kept when the target names none of its own.
 */
export function locationFor(redirect: StoredRedirect, path: string, query: string): string | undefined {
  const { target } = redirect;
  if (target === null) return undefined;
  let location = target;
  if (isPrefixPattern(redirect.source)) {
    const rest = path.slice(redirectBase(redirect.source).length);
    location = `${target.slice(0, -2)}${rest}`;
  }
  return query && !location.includes('?') ? `${location}?${query}` : location;
}

/** The path part of a target of this site (without its query or fragment). */
const targetPath = (target: string) => target.split(/[?#]/)[0]!;

/** Whether a target pattern and a source pattern can name a same path (so that one redirect leads to another). */
function overlaps(target: string, source: string): boolean {
  if (!isPrefixPattern(target)) return patternTakes(source, target);
  const base = redirectBase(target);
  return patternTakes(source, base) || patternTakes(target, redirectBase(source));
}

export interface RuleConflict {
  field: 'source' | 'target';
  message: string;
}

/**
 * Loops and chains, refused so that every redirect answers in one hop: the target back into its own source, the
 * target into another redirect's source (the administrator's or an article's former slug), or another redirect's
 * target into this source.
 */
export function ruleConflict(
  input: RedirectInput,
  others: StoredRedirect[],
  editorSources: readonly string[],
): RuleConflict | undefined {
  const target = input.target ?? null;
  const internal = target !== null && !isExternalTarget(target) ? targetPath(target) : undefined;
  if (internal !== undefined) {
    if (overlaps(internal, input.source)) return { field: 'target', message: 'leads back to its own source (a loop)' };
    const next = others.find((other) => overlaps(internal, other.source));
    if (next) return { field: 'target', message: `is itself redirected by ${next.source} (a chain)` };
    if (editorSources.some((source) => overlaps(internal, source))) {
      return { field: 'target', message: "is an article's former address, which redirects (a chain)" };
    }
  }
  const before = others.find(
    (other) =>
      other.target !== null && !isExternalTarget(other.target) && overlaps(targetPath(other.target), input.source),
  );
  if (before) return { field: 'source', message: `is the target of ${before.source} (a chain)` };
  return undefined;
}
