import { apiContentSecurityPolicy, securityHeaderValues, spaContentSecurityPolicy } from '@portfolio/kit';
import { errorPagePrefix } from './error-pages.ts';

export const securityHeadersFile = 'security-headers.conf';

/**
 * The same headers the services and the single-machine process send (packages/kit), so both topologies answer
 * alike. The policy depends on the path: API answers get the API's, everything else the SPA's.
 */
export function contentSecurityPolicyMap(): string {
  return [
    'map $uri $content_security_policy {',
    `  ~^/api/ "${apiContentSecurityPolicy}";`,
    // nginx's error pages are redirects: their policy follows the path the client asked for.
    `  ~^${errorPagePrefix} $error_page_content_security_policy;`,
    `  default "${spaContentSecurityPolicy}";`,
    '}',
    'map $request_uri $error_page_content_security_policy {',
    `  ~^/api/ "${apiContentSecurityPolicy}";`,
    `  default "${spaContentSecurityPolicy}";`,
    '}',
  ].join('\n');
}

/**
 * The one include every context uses (`always`: on errors too). A location that adds a header of its own loses
 * the inherited ones in nginx, so such locations include this file again rather than repeating the headers.
 */
export function securityHeadersInclude(): string {
  const headers = securityHeaderValues('$content_security_policy');
  return `${Object.entries(headers)
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join('\n')}\n`;
}

/** Services send the same headers; the gateway's copy replaces theirs so that none is doubled. */
export function hideUpstreamSecurityHeaders(): string[] {
  return [...Object.keys(securityHeaderValues()), 'X-Powered-By'].map((name) => `proxy_hide_header ${name};`);
}
