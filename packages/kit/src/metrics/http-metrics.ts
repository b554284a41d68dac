import type { IncomingMessage, ServerResponse } from 'node:http';
import { Counter, Histogram } from 'prom-client';
import type { AnyEndpoint } from '@portfolio/contracts';
import { processMetric } from './registry.ts';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** Anything no endpoint answered (a scanner's guess, a typo): one value, so a raw path never becomes a series. */
export const unmatchedEndpoint = 'unmatched';

/** Kit's own paths, answered before any route: fixed, so named as they are. */
const kitPaths = new Set(['/healthz', '/readyz', '/metrics']);

/** The contract's descriptor as a label: the method and the path template, never the path a client sent. */
export const endpointLabel = (endpoint: Pick<AnyEndpoint, 'method' | 'path'>) => `${endpoint.method} ${endpoint.path}`;

export const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

const answeredBy = new WeakMap<ServerResponse, string>();

/** Called by the step that runs an endpoint: the request is then counted under that endpoint. */
export function markEndpoint(res: ServerResponse, endpoint: Pick<AnyEndpoint, 'method' | 'path'>) {
  answeredBy.set(res, endpointLabel(endpoint));
}

const httpMetrics = processMetric((registry) => ({
  requests: new Counter({
    name: 'portfolio_http_requests_total',
    help: 'Requests answered, by service, contract endpoint (method and path template) and status class.',
    labelNames: ['service', 'endpoint', 'status_class'],
    registers: [registry],
  }),
  duration: new Histogram({
    name: 'portfolio_http_request_duration_seconds',
    help: 'Time from a request reaching the service to its answer being written, by service and endpoint.',
    labelNames: ['service', 'endpoint'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  }),
}));

function labelOf(req: IncomingMessage, res: ServerResponse): string {
  const endpoint = answeredBy.get(res);
  if (endpoint) return endpoint;
  const target = req.url ?? '/';
  const query = target.indexOf('?');
  const path = query < 0 ? target : target.slice(0, query);
  const read = req.method === 'GET' || req.method === 'HEAD';
  return read && kitPaths.has(path) ? `${req.method} ${path}` : unmatchedEndpoint;
}

/**
 * Counts and times every request a service's handler takes, once its answer is written or its connection gone
 * ('close' comes in both cases, after the status is final). A request cut off before an answer counts with the
 * status it would have had (200 unless set).
 */
export function measureRequests(service: string, handle: Handler): Handler {
  const { requests, duration } = httpMetrics();
  return (req, res) => {
    const started = process.hrtime.bigint();
    res.once('close', () => {
      const endpoint = labelOf(req, res);
      requests.inc({ service, endpoint, status_class: statusClass(res.statusCode) });
      duration.observe({ service, endpoint }, Number(process.hrtime.bigint() - started) / 1e9);
    });
    handle(req, res);
  };
}
