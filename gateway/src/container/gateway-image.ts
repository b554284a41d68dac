import { join } from 'node:path';
import { serviceNames, serviceTable, type ServiceName } from '@portfolio/contracts';
import { edgeModes, type Edge, type EdgeMode } from '../nginx/edge.ts';
import { renderGateway, type RenderedConfig } from '../nginx/render.ts';
import type { RateLimits } from '../nginx/route-locations.ts';
import { gatewayImageStatusPort, monitoringNetwork } from '../nginx/status-server.ts';

/**
 * Where the gateway image keeps its configurations and where its start-up (gateway/container/entrypoint.sh)
 * writes what only the deployment knows. The image holds one configuration per edge mode; the start-up picks one
 * with GATEWAY_MODE, writes the runtime includes into `runDir` (the root file system is read-only) and starts nginx.
 */
export interface GatewayImageLayout {
  /** `<modesDir>/<mode>/nginx.conf` for each mode. */
  modesDir: string;
  /** The only writable folder: nginx's temporary files and the includes written at start. */
  runDir: string;
  /** The folder shared with the content service (a volume): its redirect map and the hit logs nginx writes. */
  redirectsDir: string;
  /** Where the certificate chain (`fullchain.pem`) and its key (`privkey.pem`) are mounted. */
  tlsDir: string;
  /** Compose's DNS, so that a recreated service container is found at its new address; unset in checks by an
   * nginx older than 1.27.3, which does not know `server … resolve`. */
  resolver?: string;
  /** Every service (and the web container) at this host instead of its compose name: for a check by an nginx that
   * resolves upstream names when it starts, away from compose. */
  serviceHost?: string;
}

export const gatewayImageLayout: GatewayImageLayout = {
  modesDir: '/etc/nginx/modes',
  runDir: '/tmp',
  redirectsDir: '/var/lib/gateway/redirects',
  tlsDir: '/etc/gateway/tls',
  resolver: '127.0.0.11',
};

/** The unprivileged nginx image's ports: plain HTTP (the redirect, in TLS mode) and HTTPS. */
const gatewayImagePorts = { http: 8080, https: 8443 };

/** The includes the start-up writes, by name in `runDir`. */
const runtimeFiles = { gatewaySecret: 'gateway-secret.conf', edge: 'gateway-edge.conf' };

function edgeOf(mode: EdgeMode, layout: GatewayImageLayout): Edge {
  const runtimeFile = join(layout.runDir, runtimeFiles.edge);
  if (mode === 'plain') return { mode };
  if (mode === 'proxy') return { mode, runtimeFile };
  return {
    mode,
    certificate: join(layout.tlsDir, 'fullchain.pem'),
    key: join(layout.tlsDir, 'privkey.pem'),
    httpListen: String(gatewayImagePorts.http),
    runtimeFile,
  };
}

/** The gateway image's configuration for every mode. */
export function renderGatewayImage(
  layout: GatewayImageLayout,
  rateLimits: RateLimits,
): Record<EdgeMode, RenderedConfig> {
  const host = (name: string) => layout.serviceHost ?? name;
  const upstreams = Object.fromEntries(serviceNames.map((n) => [n, `${host(n)}:${serviceTable[n].port}`]));
  const render = (mode: EdgeMode) =>
    renderGateway({
      listen: String(mode === 'tls' ? gatewayImagePorts.https : gatewayImagePorts.http),
      confDir: join(layout.modesDir, mode),
      runDir: layout.runDir,
      accessLog: '/dev/stdout',
      upstreams: upstreams as Record<ServiceName, string>,
      spa: { upstream: `${host('web')}:8080` },
      gatewaySecretFile: join(layout.runDir, runtimeFiles.gatewaySecret),
      redirectsDir: layout.redirectsDir,
      edge: edgeOf(mode, layout),
      ...(layout.resolver ? { resolver: layout.resolver } : {}),
      // Read by nginx's exporter on the monitoring network (the `monitoring` compose profile).
      status: { listen: String(gatewayImageStatusPort), allow: [monitoringNetwork] },
      rateLimits,
    });
  return Object.fromEntries(edgeModes.map((mode) => [mode, render(mode)])) as Record<EdgeMode, RenderedConfig>;
}
