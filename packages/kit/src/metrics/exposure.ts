import type { IncomingMessage, ServerResponse } from 'node:http';
import { trustedProxies } from '../client-ip.ts';
import { isDirectLoopbackCaller } from '../lifecycle.ts';
import { securityHeaderValues } from '../security-headers.ts';
import { sendError } from '../send-error.ts';
import { metricsRegistry } from './registry.ts';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export const metricsPath = '/metrics';

/** A request a proxy relayed says so in one of these; a scraper talking to us directly sends none. */
const forwardingHeaders = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/**
 * Who may scrape `/metrics`: a direct caller on this machine (`make start`, `make start-gateway`), or one from the
 * networks listed (the monitoring network of the container deployment, METRICS_ALLOWED_NETWORKS), never a request
 * relayed by a proxy, whatever its address: the gateway itself sits on those networks.
 */
export function metricsCallerCheck(allowedNetworks: readonly string[]): (req: IncomingMessage) => boolean {
  const networks = trustedProxies(allowedNetworks);
  return (req) =>
    isDirectLoopbackCaller(req) ||
    (!forwardingHeaders.some((name) => req.headers[name] !== undefined) && networks.trusts(req.socket.remoteAddress));
}

/** A sample line's service label, when it has one. */
const serviceLabel = /[{,]service="((?:[^"\\]|\\.)*)"[,}]/;

/**
 * The registry in Prometheus's text format (0.0.4). With a service: its own series and the process's (memory,
 * event loop), not those of the other services the single-machine process hosts.
 */
export async function metricsText(service?: string): Promise<string> {
  const text = await metricsRegistry().metrics();
  if (service === undefined) return text;
  return text
    .split('\n')
    .filter((line) => {
      if (line.startsWith('#')) return true;
      const label = serviceLabel.exec(line);
      return !label || label[1] === service;
    })
    .join('\n');
}

export const metricsContentType = () => metricsRegistry().contentType;

/** Answers a scrape: the whole registry, never cached. */
export async function answerMetrics(res: ServerResponse, head = false) {
  const text = await metricsText();
  res.writeHead(200, {
    ...securityHeaderValues(),
    'Content-Type': metricsContentType(),
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  res.end(head ? undefined : text);
}

/**
 * Serves `GET /metrics` to an allowed caller before the service's own handler; anyone else reaches that handler,
 * which answers 404 as for any path it does not know.
 */
export function withMetricsPath(allowed: (req: IncomingMessage) => boolean, handle: Handler): Handler {
  return (req, res) => {
    const target = req.url ?? '/';
    const isScrape =
      (req.method === 'GET' || req.method === 'HEAD') &&
      (target === metricsPath || target.startsWith(`${metricsPath}?`));
    if (!isScrape || !allowed(req)) return handle(req, res);
    // A collector that throws is our failure, answered in the contract's shape like any other.
    answerMetrics(res, req.method === 'HEAD').catch(() => sendError(res, 500));
  };
}
