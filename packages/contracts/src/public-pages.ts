/**
 * The site's public pages whose paths the public statistics show, as path patterns (`{name}` stands for one
 * non-empty path segment). Articles (`/blog/{slug}`) are not among them: a page view names any path it likes, and
 * the analytics service cannot tell a real article from a slug a visitor made up to write words into the public
 * chart; each article shows its own view count instead (content service), and the administrator sees every path.
 */
export const publicPagePatterns = ['/', '/blog', '/games'] as const;

/** What the public statistics show in place of every path the site does not have. */
export const otherPages = 'other';

const segmentsOf = (path: string) => path.split('/').slice(1);
const isParameter = (part: string) => part.startsWith('{') && part.endsWith('}');
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Patterns as one anchored regular expression: exact segments, exact case, no trailing slash. Linear (literal
 * segments and `[^/]+` between slashes, nothing nested), and the same rule for every store: SQLite groups by it
 * through a function, MongoDB with `$regexMatch`.
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

/** Whether a path is one of the site's public pages. */
export const isPublicPage = (path: string) => publicPagePattern.test(path);
