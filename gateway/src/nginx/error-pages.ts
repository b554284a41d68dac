import type { ErrorBody, ErrorCode } from '@portfolio/contracts';
import { statusDefaults } from '@portfolio/kit';

/**
 * Every status nginx itself may answer with, and the contract's error body it answers with. Services' own error
 * answers pass through untouched (no proxy_intercept_errors); these cover what never reaches a service: unknown
 * or internal paths, bodies over the limit, throttling, a service or the auth check that is down.
 */
const gatewayOnly: Record<number, { code: ErrorCode; message: string }> = {
  408: { code: 'bad_request', message: 'The request took too long to arrive.' },
  414: { code: 'bad_request', message: 'The address is too long.' },
  502: { code: 'service_unavailable', message: 'The service is temporarily unavailable.' },
  504: { code: 'service_unavailable', message: 'The service took too long to answer.' },
};

export const gatewayErrorStatuses = [400, 401, 403, 404, 405, 408, 413, 414, 429, 500, 502, 503, 504] as const;

export function gatewayErrorBody(status: number): ErrorBody {
  const known = gatewayOnly[status] ?? statusDefaults[status] ?? statusDefaults[500]!;
  return { code: known.code, message: known.message };
}

const errorLocation = (status: number) => `@error_${status}`;

/**
 * The `error_page` lines for a context. nginx replaces inherited `error_page` lines as soon as a location sets
 * one, so a location that overrides a status gets the whole list again with its override.
 */
export function errorPageDirectives(overrides: Record<number, number> = {}): string[] {
  return gatewayErrorStatuses.map((status) => {
    const answered = overrides[status];
    // `=status` makes the named location's status the answer's; without it nginx keeps the original one.
    return answered
      ? `error_page ${status} =${answered} ${errorLocation(answered)};`
      : `error_page ${status} ${errorLocation(status)};`;
  });
}

/** One named location per status: the JSON body, the security headers, never cached. */
export function errorLocations(securityInclude: string): string[] {
  return gatewayErrorStatuses.map((status) => {
    const body = JSON.stringify(gatewayErrorBody(status));
    // The body goes into a single-quoted nginx string.
    if (body.includes("'")) throw new Error(`error body for ${status} contains a single quote`);
    const retryAfter = status === 429 ? ['  add_header Retry-After 1 always;'] : [];
    return [
      `location ${errorLocation(status)} {`,
      '  default_type "application/json; charset=utf-8";',
      `  include ${securityInclude};`,
      '  add_header Cache-Control "no-store" always;',
      ...retryAfter,
      `  return ${status} '${body}';`,
      '}',
    ].join('\n');
  });
}
