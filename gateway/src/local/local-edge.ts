import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { edgeRuntimeConf, type Edge, type EdgeRuntime } from '../nginx/edge.ts';

export interface LocalEdgeOptions {
  /** TLS in nginx with this certificate pair: HTTPS on the gateway's port, a redirecting HTTP listener on httpPort. */
  tls?: { certificate: string; key: string; httpPort: number };
  /** The addresses (or CIDR ranges) of a front proxy whose X-Forwarded-For and X-Forwarded-Proto nginx believes. */
  frontProxies?: string[];
}

export interface LocalEdge {
  edge: Edge;
  scheme: 'http' | 'https';
  /** Where nginx answers its health over plain HTTP (with TLS, the redirecting listener's). */
  healthUrl(gatewayUrl: string): string;
}

/** An address as URLs and nginx's `listen` write it: IPv6 in brackets. */
export const hostForUrl = (host: string) => (host.includes(':') ? `[${host}]` : host);

/** The local topology's edge mode, with its runtime include written into nginx's folder. */
export function localEdge(options: LocalEdgeOptions, host: string, port: number, runDir: string): LocalEdge {
  const runtimeFile = join(runDir, 'edge-runtime.conf');
  const write = (runtime: EdgeRuntime) => writeFileSync(runtimeFile, edgeRuntimeConf(runtime));
  if (options.tls) {
    const { certificate, key, httpPort } = options.tls;
    write({ mode: 'tls', httpsPort: port });
    return {
      edge: { mode: 'tls', certificate, key, httpListen: `${hostForUrl(host)}:${httpPort}`, runtimeFile },
      scheme: 'https',
      healthUrl: () => `http://${hostForUrl(host)}:${httpPort}/healthz`,
    };
  }
  const health = (gatewayUrl: string) => `${gatewayUrl}/healthz`;
  if (options.frontProxies) {
    write({ mode: 'proxy', trustedProxies: options.frontProxies });
    return { edge: { mode: 'proxy', runtimeFile }, scheme: 'http', healthUrl: health };
  }
  return { edge: { mode: 'plain' }, scheme: 'http', healthUrl: health };
}
