import { isIP } from 'node:net';
import { errorLocations, errorPageDirectives } from './error-pages.ts';
import { block } from './syntax.ts';

/**
 * How the gateway meets the outside world.
 * - `plain`: HTTP only (loopback, tests; a production container refuses it unless told explicitly).
 * - `tls`: TLS ends here, with mounted certificates; a plain-HTTP listener answers only with a redirect to HTTPS.
 * - `proxy`: behind a TLS-terminating front proxy; the client address and scheme are taken from its
 *   X-Forwarded-For and X-Forwarded-Proto, from that proxy's addresses only.
 *
 * What differs between deployments (the public HTTPS port, the front proxy's addresses) is not in nginx.conf but in
 * the include `runtimeFile`, written when the gateway starts (`edgeRuntimeConf`), so that the configuration can be
 * rendered into an image at build time.
 */
export type Edge =
  | { mode: 'plain' }
  | {
      mode: 'tls';
      /** PEM files: the certificate chain and its key. */
      certificate: string;
      key: string;
      /** Where the redirecting plain-HTTP listener listens (`port` or `address:port`). */
      httpListen: string;
      runtimeFile: string;
    }
  | { mode: 'proxy'; runtimeFile: string };

export type EdgeMode = Edge['mode'];
export const edgeModes: readonly EdgeMode[] = ['tls', 'proxy', 'plain'];

/** What the start-up knows and the image does not. */
export type EdgeRuntime =
  { mode: 'plain' } | { mode: 'tls'; httpsPort: number } | { mode: 'proxy'; trustedProxies: string[] };

/** The scheme the services are told: the connection's own, or the one a trusted front proxy reports. */
export const forwardedProtoVariable = '$forwarded_proto';
const fromFrontProxy = '$from_front_proxy';
const httpsPortSuffix = '$https_port_suffix';

/**
 * Mozilla's "intermediate" TLS settings (TLS 1.2 and 1.3, forward-secret AEAD ciphers only). No session tickets:
 * their key would live for the whole life of the process, which undoes forward secrecy.
 */
const tlsSettings = (edge: { certificate: string; key: string }) => [
  `ssl_certificate ${edge.certificate};`,
  `ssl_certificate_key ${edge.key};`,
  'ssl_protocols TLSv1.2 TLSv1.3;',
  'ssl_ciphers ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES256-GCM-SHA384:ECDHE-RSA-AES256-GCM-SHA384:ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305;',
  'ssl_prefer_server_ciphers off;',
  'ssl_session_cache shared:gateway_tls:10m;',
  'ssl_session_timeout 1d;',
  'ssl_session_tickets off;',
];

/** The main server's `listen` and TLS lines. */
export function edgeServerLines(edge: Edge, listen: string): string[] {
  return edge.mode === 'tls' ? [`listen ${listen} ssl;`, ...tlsSettings(edge)] : [`listen ${listen};`];
}

/**
 * The http-level lines of a mode: the runtime include, the scheme passed to the services and, with TLS, the plain
 * HTTP server whose only answers are its health, JSON errors and a permanent redirect to the same path over HTTPS.
 */
export function edgeHttpLines(edge: Edge, securityInclude: string): string[] {
  if (edge.mode === 'plain') return [`map $scheme ${forwardedProtoVariable} {\n  default $scheme;\n}`];
  if (edge.mode === 'proxy') {
    return [
      `include ${edge.runtimeFile};`,
      // The proxy's own address is replaced by the client's, taken from the right of X-Forwarded-For past every
      // trusted hop; the limits below then count clients, not the proxy.
      'real_ip_header X-Forwarded-For;',
      'real_ip_recursive on;',
      // Only a request that really came through a trusted proxy may say it arrived over HTTPS, and only the proxy's
      // own value counts: the last of the list, as for X-Forwarded-For (a proxy that appends keeps the client's in
      // front). Each repetition ends at a comma, so the match stays linear in the header's length.
      block(`map "${fromFrontProxy}:$http_x_forwarded_proto" ${forwardedProtoVariable}`, [
        '"~^1:(?:[^,]*,)*\\s*(?<proto>https?)\\s*$" $proto;',
        'default $scheme;',
      ]),
    ];
  }
  return [
    `include ${edge.runtimeFile};`,
    `map $scheme ${forwardedProtoVariable} {\n  default $scheme;\n}`,
    block('server', [
      `listen ${edge.httpListen};`,
      'server_name _;',
      `include ${securityInclude};`,
      // A malformed request gets the same JSON error as on the HTTPS side, not nginx's HTML page.
      ...errorPageDirectives(),
      ...errorLocations(securityInclude),
      'location = /healthz {\n  default_type application/json;\n  return 200 \'{"status":"ok"}\';\n}',
      `location / {\n  return 301 https://$host${httpsPortSuffix}$request_uri;\n}`,
    ]),
  ];
}

const isAddressOrRange = (entry: string) => {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
};

/**
 * The runtime include of a mode (http context). The container's start-up script writes the same text
 * (gateway/container/entrypoint.sh); a test holds the two to it.
 */
export function edgeRuntimeConf(runtime: EdgeRuntime): string {
  if (runtime.mode === 'plain') return '';
  if (runtime.mode === 'tls') {
    if (!Number.isInteger(runtime.httpsPort) || runtime.httpsPort < 1 || runtime.httpsPort > 65535) {
      throw new Error('GATEWAY_HTTPS_PORT must be a TCP port');
    }
    const suffix = runtime.httpsPort === 443 ? '' : `:${runtime.httpsPort}`;
    return `map $host ${httpsPortSuffix} {\n  default "${suffix}";\n}\n`;
  }
  if (runtime.trustedProxies.length === 0 || !runtime.trustedProxies.every(isAddressOrRange)) {
    throw new Error('GATEWAY_TRUSTED_PROXIES must list the front proxy addresses (IPs or CIDR ranges)');
  }
  const proxies = runtime.trustedProxies;
  return [
    ...proxies.map((p) => `set_real_ip_from ${p};`),
    `geo $realip_remote_addr ${fromFrontProxy} {`,
    '  default 0;',
    ...proxies.map((p) => `  ${p} 1;`),
    '}',
    '',
  ].join('\n');
}
