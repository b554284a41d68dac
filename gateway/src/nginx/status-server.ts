import { block } from './syntax.ts';

/** Where nginx shows its connection counters: a listener of its own, never the one visitors reach. */
export interface StatusListener {
  /** `address:port` or `port`. */
  listen: string;
  /** Addresses or CIDR ranges allowed to read it (loopback locally, the monitoring network in compose). */
  allow: readonly string[];
}

export const stubStatusPath = '/stub_status';

/**
 * The monitoring network of the container deployment (docker-compose.yml pins it): Prometheus and nginx's exporter
 * sit on it, and it alone may read the status page and the services' `/metrics`.
 */
export const monitoringNetwork = '172.30.21.0/24';

/** The port the gateway image shows its status page on, inside the monitoring network only (never published). */
export const gatewayImageStatusPort = 8081;

/**
 * A server apart for nginx's stub_status (connections accepted, handled, active, reading, writing, waiting;
 * requests): readable from the allowed addresses alone, everything else there a bare 404.
 */
export function statusServer({ listen, allow }: StatusListener): string {
  return block('server', [
    `listen ${listen};`,
    'server_name _;',
    'access_log off;',
    block(`location = ${stubStatusPath}`, ['stub_status;', ...allow.map((a) => `allow ${a};`), 'deny all;']),
    block('location /', ['return 404;']),
  ]);
}

/**
 * `/metrics` is each service's, for scrapers on the inside: the gateway never passes it on (it is no route of the
 * route table anyway; this keeps it from reaching the SPA or a redirect too), whoever asks.
 */
export const metricsRefusal = block('location = /metrics', ['return 404;']);
