import {
  defaultAnswerWithinMs,
  deviceCookieBase,
  authRoleHeader,
  authEndpoints,
  gatewayTokenHeader,
  routeTable,
  type Route,
} from '@portfolio/contracts';
import { clientKeyMap, clientKeyVariable } from './client-key.ts';
import { forwardedProtoVariable } from './edge.ts';
import { refuseNoncanonicalPath, apiCaseVariantLocation } from './canonical-paths.ts';
import { authCheckFailedUri, authCheckStatusVariable, errorPageDirectives } from './error-pages.ts';
import { gatewayTokenVariable } from './gateway-secret.ts';
import { block, seconds } from './syntax.ts';

/** Requests per client address that nginx lets through before answering 429; the services throttle more finely. */
export interface RateLimits {
  /** Sign-in attempts per minute, and how many may arrive at once. */
  loginPerMinute: number;
  loginBurst: number;
  /** Analytics and log ingestion calls per second, and how many may arrive at once. */
  ingestPerSecond: number;
  ingestBurst: number;
}

export const defaultRateLimits: RateLimits = {
  loginPerMinute: 30,
  loginBurst: 20,
  ingestPerSecond: 50,
  ingestBurst: 100,
};

/** The internal locations auth_request calls; `internal` makes them unreachable from outside. */
export const authCheckLocations = { require: '/_gateway/auth/require', identify: '/_gateway/auth/identify' };

const loginKeyVariable = '$login_key';

/**
 * The sign-in limit counts by client, except a request carrying the known-device cookie (an empty key is not
 * counted): the administrator's own browser must get through a flood of guesses from a shared address (a NAT, a
 * front proxy). The auth service checks the cookie's signature and throttles that device, the address and the
 * whole site itself; a forged cookie only reaches those limits. `(?:^|;)` then bounded white space: linear.
 */
const loginKeyMaps = [
  `map $http_cookie $known_device_cookie {\n  default 0;\n  "~(?:^|;)[ \\t]{0,8}(?:__Host-)?${deviceCookieBase}=" 1;\n}`,
  `map $known_device_cookie ${loginKeyVariable} {\n  1 "";\n  default ${clientKeyVariable};\n}`,
];

export function rateLimitZones(limits: RateLimits): string[] {
  return [
    clientKeyMap,
    ...loginKeyMaps,
    `limit_req_zone ${loginKeyVariable} zone=login:1m rate=${limits.loginPerMinute}r/m;`,
    `limit_req_zone ${clientKeyVariable} zone=ingest:10m rate=${limits.ingestPerSecond}r/s;`,
    'limit_req_status 429;',
    'limit_req_log_level warn;',
  ];
}

const roleVariable = '$auth_role';

const forwardedHost = '$forwarded_host';
/**
 * The Host passed to the services: the one the client sent, port included, since the services compare it with
 * Origin (cross-site guard); nginx's server name for an HTTP/1.0 client that sent none.
 */
export const forwardedHostMap = `map $http_host ${forwardedHost} {\n  "" $host;\n  default $http_host;\n}`;

/**
 * What every proxied request carries: the real client address (overwriting whatever the client sent, so a forged
 * X-Forwarded-For cannot name another address), keep-alive to the upstream, the caller's role only when an auth
 * check decided it (an empty value makes nginx drop the header, so a client-sent copy never passes), nginx's own
 * request id in place of any the client sent, and the gateway token that makes the services believe all of it.
 */
export function proxyHeaders(role: string): string[] {
  return [
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    `proxy_set_header Host ${forwardedHost};`,
    'proxy_set_header X-Forwarded-For $remote_addr;',
    `proxy_set_header X-Forwarded-Proto ${forwardedProtoVariable};`,
    'proxy_set_header X-Request-Id $request_id;',
    `proxy_set_header ${authRoleHeader} "${role}";`,
    `proxy_set_header ${gatewayTokenHeader} ${gatewayTokenVariable};`,
  ];
}

/** `/api/logs` must match `/api/logs` and `/api/logs/...` but not `/api/logsX`, as matchRoute does. */
const locationHeads = (prefix: string) => [`location = ${prefix}`, `location ^~ ${prefix}/`];

function routeBody(route: Route, limits: RateLimits): string[] {
  if (route.access === 'internal') return [refuseNoncanonicalPath, 'return 404;'];
  const lines = [refuseNoncanonicalPath, `client_max_body_size ${route.bodyLimitBytes};`];
  // A call the contract declares safe to send again (ingestion counted once per id) is retried after the service
  // failed it as a read is; any other state change is not, and its client sees the 502.
  if (route.retrySafe) lines.push('proxy_next_upstream error timeout non_idempotent;');
  // The contract says how long the route's slowest endpoint may take (an upload waiting its turn, a call to an AI
  // provider or an SMTP server): the caller then reads the service's answer, not a 504 while the work goes on.
  if (route.answerWithinMs > defaultAnswerWithinMs) lines.push(`proxy_read_timeout ${seconds(route.answerWithinMs)};`);
  // The contract names the limit a route counts against: sign-in attempts, or visitors' events (one limit per
  // client address shared by every ingestion route).
  if (route.rateLimit === 'login') lines.push(`limit_req zone=login burst=${limits.loginBurst} nodelay;`);
  if (route.rateLimit === 'ingest') lines.push(`limit_req zone=ingest burst=${limits.ingestBurst} nodelay;`);
  // A check that answered anything but 2xx, 401 or 403 is a 500 to nginx; the failure page tells the client's
  // mistake (a header the auth service refused) from a check that could not be made.
  const checkFailed = [
    `auth_request_set ${authCheckStatusVariable} $upstream_status;`,
    ...errorPageDirectives({ 500: `= ${authCheckFailedUri}` }),
  ];
  if (route.access === 'admin') {
    // Fails closed: a 401 from the check is passed on, and a check that cannot be made (auth service down or
    // slow, which auth_request reports as 500) is a 503, never a pass.
    lines.push(
      `auth_request ${authCheckLocations.require};`,
      `auth_request_set ${roleVariable} $upstream_http_${authRoleHeader.replaceAll('-', '_')};`,
      ...checkFailed,
    );
  } else if (route.access === 'identify') {
    lines.push(
      `auth_request ${authCheckLocations.identify};`,
      `auth_request_set ${roleVariable} $upstream_http_${authRoleHeader.replaceAll('-', '_')};`,
      ...checkFailed,
    );
  }
  const role = route.access === 'public' ? '' : roleVariable;
  return [...lines, ...proxyHeaders(role), `proxy_pass http://${route.service};`];
}

/** The auth checks, as internal locations: GET without the body, whatever the original request was. */
function authCheckBlocks(): string[] {
  const check = (path: string) => [
    'internal;',
    // The subrequest shares the request's Content-Length: with the server's 8 KiB limit here, a larger body for a
    // route that allows it (64 KiB on the admin log routes) failed the check instead of reaching its own limit.
    'client_max_body_size 0;',
    'proxy_method GET;',
    'proxy_pass_request_body off;',
    'proxy_set_header Content-Length "";',
    ...proxyHeaders(''),
    'proxy_connect_timeout 1s;',
    // Longer than the auth service takes to restart (about 1 s, more on a busy machine), during which the check
    // waits in its socket's queue; short enough that a hung service fails admin calls with 503 soon.
    'proxy_read_timeout 5s;',
    'proxy_next_upstream_timeout 5s;',
    `proxy_pass http://${authEndpoints.verifyAdmin.service}${path};`,
  ];
  return [
    block(`location = ${authCheckLocations.require}`, check(authEndpoints.verifyAdmin.path)),
    // Identifying is a courtesy: with the auth service away the caller is served as a visitor (no role header).
    block(`location = ${authCheckLocations.identify}`, [
      ...check(authEndpoints.verifyIdentify.path),
      'error_page 500 502 503 504 = @identify_as_visitor;',
    ]),
    block('location @identify_as_visitor', ['return 204;']),
  ];
}

/**
 * Every route of the route table (derived from the contract's endpoints) as nginx locations, the full path passed
 * through, each with the limit and body size its endpoints declare; the auth checks; and a contract 404 for any
 * other /api path.
 */
export function routeLocations(limits: RateLimits): string[] {
  const routes = routeTable.flatMap((route) =>
    locationHeads(route.prefix).map((head) => block(head, routeBody(route, limits))),
  );
  const otherApiPaths = ['location = /api', 'location ^~ /api/'].map((head) =>
    block(head, [refuseNoncanonicalPath, 'return 404;']),
  );
  return [...routes, ...authCheckBlocks(), ...otherApiPaths, apiCaseVariantLocation];
}
