// zod mini, as the rest of the contract (endpoint.ts).
import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import type { ServiceName } from '../services.ts';

/** Prometheus's text exposition format, the one a scraper reads. */
const prometheusTextType = 'text/plain; version=0.0.4; charset=utf-8';

/**
 * A service's metrics (Prometheus text) for the signed-in administrator, through the gateway. One endpoint per
 * service, each under its own path, so that the route table sends it to that service; scrapers on the internal
 * network read `/metrics` on the service itself instead, which the gateway never passes on.
 */
const metricsOf = (service: ServiceName) =>
  endpoint({
    service,
    method: 'GET',
    path: `/api/admin/metrics/${service}` as `/api/admin/metrics/${ServiceName}`,
    access: 'admin',
    summary: `The ${service} service's metrics in Prometheus's text format: its requests, store calls, queues and process.`,
    response: z.string(),
    responseType: prometheusTextType,
  });

export const metricsEndpoints = {
  auth: { authMetrics: metricsOf('auth') },
  analytics: { analyticsMetrics: metricsOf('analytics') },
  logs: { logsMetrics: metricsOf('logs') },
  content: { contentMetrics: metricsOf('content') },
  mail: { mailMetrics: metricsOf('mail') },
};
