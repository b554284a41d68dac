import { isPrefixPattern, redirectBase, redirectLimits, redirectStatus } from '@portfolio/contracts';
import type { StoredRedirect } from './redirects-port.ts';

/** The map file the gateway includes (`redirects*.conf`: a glob, so that nginx starts before the first one). */
export const redirectMapFile = 'redirects.conf';
/** nginx's access lines of the redirects it answered, one file per second: `hits-<time>.log`, one id per line. */
export const hitLogPattern = /^hits-[0-9T:+-]+\.log$/;

/** A source as a regular expression: every metacharacter escaped, so that it matches that path and no other. */
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A target as an nginx string: a quote escaped, and a dollar (which nginx would read as a variable) written as the
 * gateway's `$redirect_dollar`, which holds one. Backslashes, spaces and control characters never reach here:
 * targetProblem refuses them.
 */
/**
 * The rest of a path under a prefix, as canonical as a source must be (candidateSources asks the same in-process):
 * whole segments of a source's characters, no dot segment, no escape of a separator or of a character needing none.
 */
const canonicalRest = String.raw`(?:/(?!\.\.?(?:[/?]|$))(?:[A-Za-z0-9._~!$&'()+,;=:@-]|%(?!(?i:00|2[def]|3[0-9]|[46][1-9a-f]|[57][0-9a]|5[cf]|7e))[0-9A-Fa-f]{2})+)*`;
/** A path longer than a source may be is never redirected (as in-process: candidateSources). */
const shortPath = `(?=[^?]{1,${redirectLimits.sourceLength - 2}}(?:\\?|$))`;

const quoteTarget = (text: string) => text.replace(/"/g, '\\"').replace(/\$/g, '${redirect_dollar}');

/**
 * One map entry: the raw request line's path (nginx's `$request_uri`, never normalized, so that no other spelling
 * of a source is redirected) to `<status> <id> <location>`; the location keeps the request's query when the target
 * names none, and a prefix carries the rest of the path over, as locationFor does in-process.
 */
function entry(redirect: StoredRedirect): string {
  const prefix = isPrefixPattern(redirect.source);
  const rest = prefix ? `(?<redirect_rest>${canonicalRest})` : '';
  const source = `~^${prefix ? shortPath : ''}${escapeRegex(redirectBase(redirect.source))}${rest}(?:\\?|$)`;
  let location = '';
  if (redirect.target !== null) {
    const target = prefix ? redirect.target.slice(0, -2) : redirect.target;
    location = quoteTarget(target) + (prefix ? '$redirect_rest' : '');
    if (!target.includes('?')) location += '$is_args$args';
  }
  return `"${source}" "${redirectStatus[redirect.kind]} ${redirect.id} ${location}";`;
}

/**
 * The redirects as the entries of the gateway's `map $request_uri $redirect_rule` (gateway/src/nginx/redirect-map.ts).
 * nginx tries regular expressions in order: exact sources first, then prefixes longest first, as pickRedirect picks.
 */
export function renderRedirectMap(redirects: StoredRedirect[]): string {
  const exact = redirects.filter((r) => !isPrefixPattern(r.source));
  const prefixes = redirects.filter((r) => isPrefixPattern(r.source)).sort((a, b) => b.source.length - a.source.length);
  return `# Written by the content service (services/content/src/redirects/redirect-map.ts).\n${[...exact, ...prefixes]
    .map(entry)
    .map((line) => `${line}\n`)
    .join('')}`;
}
