import { collectDefaultMetrics, Registry } from 'prom-client';
import type { Logger } from 'pino';

let registry: Registry | undefined;

/**
 * The process's one registry. The single-machine process hosts every service, and a metric name may be
 * registered once per registry, so each service's series carry a `service` label rather than living in a
 * registry of their own; the process's own figures (memory, event loop delay, garbage collection) have none:
 * they belong to the process, whichever services it hosts. Made on first use, so that a program importing kit
 * without serving anything starts no event-loop monitor.
 */
export function metricsRegistry(): Registry {
  if (!registry) {
    registry = new Registry();
    collectDefaultMetrics({ register: registry });
  }
  return registry;
}

/** A metric made once per process, registered in its registry. */
export function processMetric<T>(make: (registry: Registry) => T): () => T {
  let made: T | undefined;
  return () => (made ??= make(metricsRegistry()));
}

/**
 * The service a logger speaks for (kit's createLogger binds it): store calls, spools and job runners are given
 * their service's logger already, so they learn their label from it without another parameter to pass around.
 */
export function serviceOf(logger: Pick<Logger, 'bindings'>): string {
  // A stand-in logger of a unit test may have no bindings.
  const service = typeof logger.bindings === 'function' ? logger.bindings().service : undefined;
  return typeof service === 'string' ? service : 'unknown';
}
