/**
 * The site's public pages, as path patterns: `{name}` stands for one non-empty path segment (so `/blog/{slug}`
 * can join when the blog exists). The one list of what the site really has: the public statistics show only these
 * paths, and the web app's path table can be checked against it.
 */
export const publicPagePatterns = ['/', '/games'] as const;

/** What the public statistics show in place of every path the site does not have. */
export const otherPages = 'other';

const segmentsOf = (path: string) => path.split('/').slice(1);
const isParameter = (part: string) => part.startsWith('{') && part.endsWith('}');

/** A test of paths against patterns: exact segments, exact case, no trailing slash. Plain string work, linear. */
export function pageMatcher(patterns: readonly string[]): (path: string) => boolean {
  const compiled = patterns.map(segmentsOf);
  return (path) => {
    if (!path.startsWith('/')) return false;
    const segments = segmentsOf(path);
    return compiled.some(
      (pattern) =>
        pattern.length === segments.length &&
        pattern.every((part, i) => (isParameter(part) ? segments[i] !== '' : part === segments[i])),
    );
  };
}

/** Whether a path is one of the site's public pages. */
export const isPublicPage = pageMatcher(publicPagePatterns);

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The same test as one anchored pattern, for a database that groups page views by it (MongoDB's `$regexMatch`).
 * Linear: literal segments and `[^/]+` between slashes, nothing nested.
 */
export function pagePattern(patterns: readonly string[]): RegExp {
  const alternatives = patterns.map(
    (pattern) =>
      `/${segmentsOf(pattern)
        .map((part) => (isParameter(part) ? '[^/]+' : escapeRegex(part)))
        .join('/')}`,
  );
  return new RegExp(`^(?:${alternatives.join('|')})$`);
}

export const publicPagePattern = pagePattern(publicPagePatterns);
