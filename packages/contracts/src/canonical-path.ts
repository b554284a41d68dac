import { authEndpoints } from './endpoints/auth.ts';
import { routeTable } from './routes.ts';

/** The sign-in path: the gateway gives it a rate limit of its own, so no spelling of it may pass as another path. */
export const loginPath = authEndpoints.login.path;

/**
 * Every path a routing decision is taken on (route prefixes, the sign-in path, `/api` itself): a request must spell
 * each of them in their exact case, or it could reach a handler through a less guarded route.
 */
export const routingPaths: readonly string[] = [
  ...new Set(['/api', loginPath, ...routeTable.map((route) => route.prefix)]),
];

/**
 * The methods some API route answers. A method outside it reaches no handler; where a gateway or server cannot ask
 * the route (nginx refusing TRACE, Node handed a CONNECT), its 405 names these in `Allow`.
 */
export const apiMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** `/api` and below, in any case: `/API/logs` is a variant of an API path, not a page of the SPA. */
export const isApiPath = (path: string) => /^\/api(?:\/|$)/i.test(path);

/**
 * Spellings that a decoding or normalising server (nginx) and a literal one (a service's router) read as different
 * paths: an encoded `/`, `\` or `.`, a backslash, an empty segment, a `.` or `..` segment, a trailing `/`; and any
 * other character that never needs encoding (a letter, a digit, `-`, `_`, `~`: `pathOf` never encodes them) or NUL,
 * since nginx picks a route on `/api/admin/log%73` decoded and the service's router misses it raw.
 * Every quantifier is bounded by a literal, so the scan is linear in the path's length.
 */
const dotSegment = /\/\.\.?(?:\/|$)/;
export const encodedOctetPattern = '%(?:00|2[def]|3[0-9]|[46][1-9a-f]|[57][0-9a]|5[cf]|7e)';
const ambiguous = new RegExp(String.raw`${encodedOctetPattern}|\\|\/\/|${dotSegment.source}|\/$`, 'i');

/** A `.` or `..` segment: a path that may climb above where it seems to point (any path, API or not). */
export const hasDotSegment = (path: string) => dotSegment.test(path);

/**
 * Whether an API path (raw, as the client sent it, without the query) is canonical: none of the ambiguous
 * spellings above, and every routing path it falls under spelled in its exact case. The gateway (an nginx map
 * built from the same rules) and the single-machine dispatcher refuse any other with the contract's 400 before
 * taking a routing decision.
 */
export function isCanonicalApiPath(path: string): boolean {
  if (ambiguous.test(path)) return false;
  const lower = path.toLowerCase();
  return routingPaths.every((known) => !(lower === known || lower.startsWith(`${known}/`)) || path.startsWith(known));
}
