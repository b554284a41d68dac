import { apiMethods, type ErrorBody, type ErrorCode } from '@portfolio/contracts';
import { statusDefaults } from '@portfolio/kit';
import { block } from './syntax.ts';

/**
 * Every status nginx itself may answer with, and the contract's error body it answers with. Services' own error
 * answers pass through untouched (no proxy_intercept_errors); these cover what never reaches a service: unknown
 * or internal paths, malformed requests, bodies over the limit, throttling, a service or the auth check that is down.
 */
const gatewayOnly: Record<number, { code: ErrorCode; message: string }> = {
  412: { code: 'bad_request', message: 'A precondition of the request does not hold.' },
  416: { code: 'bad_request', message: 'The requested range is not available.' },
  502: { code: 'service_unavailable', message: 'The service is temporarily unavailable.' },
  504: { code: 'service_unavailable', message: 'The service took too long to answer.' },
};

export const gatewayErrorStatuses = [
  400, 401, 403, 404, 405, 408, 412, 413, 414, 416, 429, 431, 500, 502, 503, 504,
] as const;

/**
 * nginx's own status for request headers over `large_client_header_buffers`; it answers it as a 400 unless an
 * `error_page` names it, which turns it into the 431 it is.
 */
const headerTooLarge = 494;
const clientMistakes5xx = [501, 505];

export function gatewayErrorBody(status: number): ErrorBody {
  const known = gatewayOnly[status] ?? statusDefaults[status] ?? statusDefaults[500]!;
  return { code: known.code, message: known.message };
}

/**
 * The error pages are internal URIs, not named locations: nginx cannot send a request whose request line it could
 * not parse (a lower-case method, `%00`, `..` above the root, `*`) to a named location ("empty URI in redirect to
 * named location") and answered those with its HTML 500 page; a URI it can.
 */
export const errorPagePrefix = '/_gateway/errors/';
const errorUri = (status: number | string) => `${errorPagePrefix}${status}`;

/** Where an admin or identify route goes when its auth check answered neither 2xx, 401 nor 403 (see below). */
export const authCheckFailedUri = errorUri('auth-check');
/** The auth check's own status, kept by `auth_request_set` across the redirect to `authCheckFailedUri`. */
export const authCheckStatusVariable = '$auth_check_status';

const allowVariable = '$allowed_methods';

/**
 * What nginx's own 405 names in `Allow`: the API's methods (nginx refuses TRACE and CONNECT before any route is
 * asked; a route's own 405 comes from its service), GET and HEAD for the files of the SPA. The error page is a
 * redirect, so the map reads the path as the client sent it.
 */
export const allowedMethodsMap = block(`map $request_uri ${allowVariable}`, [
  `"~^/api(?:[/?]|$)" "${apiMethods.join(', ')}";`,
  'default "GET, HEAD";',
]);

/**
 * The `error_page` lines for a context. nginx replaces inherited `error_page` lines as soon as a location sets
 * one, so a location that overrides a status gets the whole list again with its override.
 */
export function errorPageDirectives(overrides: Record<number, string> = {}): string[] {
  return [
    ...gatewayErrorStatuses.map((status) => `error_page ${status} ${overrides[status] ?? errorUri(status)};`),
    `error_page ${headerTooLarge} =431 ${errorUri(431)};`,
    // nginx's own 5xx for a client's mistakes: a Transfer-Encoding it does not know (501), an HTTP version it does
    // not speak (505). Services' answers are never intercepted, so these come from nginx alone.
    ...clientMistakes5xx.map((status) => `error_page ${status} =400 ${errorUri(400)};`),
    // The body a request left is discarded while its error page answers; a malformed one (a bad chunk size) is one
    // more error, which must get its JSON page too rather than nginx's HTML. The pages answer with `return`, so a
    // second redirect is the last.
    'recursive_error_pages on;',
  ];
}

const jsonAnswer = (status: number) => {
  const body = JSON.stringify(gatewayErrorBody(status));
  // The body goes into a single-quoted nginx string.
  if (body.includes("'")) throw new Error(`error body for ${status} contains a single quote`);
  return `return ${status} '${body}';`;
};

/** What every error page sends: JSON, the security headers, never cached. */
const errorHeaders = (securityInclude: string) => [
  'internal;',
  // An error page is reached by an internal redirect, which checks the body size again: with the server's 8 KiB
  // here, the 401 for a 20 KiB body on a route allowing 64 KiB became nginx's HTML 413.
  'client_max_body_size 0;',
  'default_type "application/json; charset=utf-8";',
  `include ${securityInclude};`,
  'add_header Cache-Control "no-store" always;',
];

/** One internal location per status. */
export function errorLocations(securityInclude: string): string[] {
  return gatewayErrorStatuses.map((status) => {
    const extra =
      status === 429
        ? ['add_header Retry-After 1 always;']
        : status === 405
          ? [`add_header Allow ${allowVariable} always;`]
          : [];
    return block(`location = ${errorUri(status)}`, [...errorHeaders(securityInclude), ...extra, jsonAnswer(status)]);
  });
}

/**
 * The gateway's page for an auth check that failed: a 4xx from the check is the client's request the auth service
 * could not read (a malformed or oversized header, which nginx lets through and Node refuses), so the client's
 * mistake; anything else means the check could not be made, and the route fails closed with 503.
 */
export function authCheckFailedLocation(securityInclude: string): string {
  return block(`location = ${authCheckFailedUri}`, [
    ...errorHeaders(securityInclude),
    `if (${authCheckStatusVariable} = 431) {\n  ${jsonAnswer(431)}\n}`,
    `if (${authCheckStatusVariable} ~ "^4") {\n  ${jsonAnswer(400)}\n}`,
    jsonAnswer(503),
  ]);
}
