import { encodedOctetPattern, routingPaths } from '@portfolio/contracts';
import { block } from './syntax.ts';

/** 1 when the request's raw path is not a canonical API path (see isCanonicalApiPath in the contracts). */
const noncanonicalPathVariable = '$noncanonical_api_path';

/**
 * nginx picks a location on the decoded, dot-resolved, slash-merged path but forwards the raw one, so the raw one
 * ($request_uri) is checked, with the rules of `isCanonicalApiPath`: no encoded `/`, `\`, `.`, unreserved character
 * or NUL, no backslash, no empty, `.` or `..` segment, no trailing `/`, and every routing path in its exact case (a path that names one
 * in another case is refused). Used in API locations only, so that a page of the SPA (`/blog/./post`) is not
 * refused. It runs on every API request, page views included: two regular expressions, each dispatching on its
 * first character, rather than one per routing path.
 */
export function canonicalPathMap(): string {
  const ambiguous = String.raw`(?:${encodedOctetPattern}|\x5c|/(?:/|\.\.?(?:[/?]|$)|\?|$))`;
  const caseVariants = routingPaths.map((known) => {
    // Letters, `/` and `-` (the mail service's `/api/mail/form-token`) are literal in a regex outside a class.
    if (!/^[a-z/-]+$/.test(known)) throw new Error(`routing path ${known} needs escaping in an nginx regex`);
    // Spelled like `known` in some case, as whole segments, but not in its own case.
    return `(?!${known}(?:[/?]|$))(?i:${known})(?:[/?]|$)`;
  });
  return block(`map $request_uri ${noncanonicalPathVariable}`, [
    'default 0;',
    `"~*^[^?]*?${ambiguous}" 1;`,
    ...chunked(caseVariants).map((variants) => `"~^(?:${variants.join('|')})" 1;`),
  ]);
}

/**
 * nginx reads one parameter of its configuration into a buffer of 4 KB ("too long parameter" past it), so the case
 * variants go in as few map lines as fit: the map tries them in order, and any match is a 1 all the same.
 */
const longestParameter = 3500;
function chunked(variants: readonly string[]): string[][] {
  const chunks: string[][] = [[]];
  let length = 0;
  for (const variant of variants) {
    if (length + variant.length + 1 > longestParameter && chunks.at(-1)!.length > 0) {
      chunks.push([]);
      length = 0;
    }
    chunks.at(-1)!.push(variant);
    length += variant.length + 1;
  }
  return chunks;
}

/** The first line of every API location: a non-canonical path is answered 400 before any check or limit. */
export const refuseNoncanonicalPath = `if (${noncanonicalPathVariable}) {\n  return 400;\n}`;

/**
 * `/API/...` and other case variants of `/api` itself: the `^~ /api/` prefix is case-sensitive, so they would
 * otherwise be served the SPA's index.html; refused like every other non-canonical API path.
 */
export const apiCaseVariantLocation = block('location ~* ^/api(?:/|$)', ['return 400;']);

const rawApiPathVariable = '$raw_api_path';

/** 1 when the raw path is under /api, in any case: nginx resolved it out of the API (`/api/logs/..%2F..%2Fx`). */
export const rawApiPathMap = block(`map $request_uri ${rawApiPathVariable}`, [
  'default 0;',
  '"~*^/api(?:[/?%\\x5c]|$)" 1;',
]);

/**
 * The first line of the SPA's locations in the gateway: an API path whose dot segments took it out of /api is
 * refused like any other non-canonical API path, not served the SPA's index.html.
 */
export const refuseApiPathOutsideApi = `if (${rawApiPathVariable}) {\n  return 400;\n}`;
