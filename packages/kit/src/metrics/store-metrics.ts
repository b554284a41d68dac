import { Counter, Histogram } from 'prom-client';
import { processMetric } from './registry.ts';

const storeMetrics = processMetric((registry) => ({
  duration: new Histogram({
    name: 'portfolio_store_call_duration_seconds',
    help: 'Time a store call took, failed ones included, by service and store.',
    labelNames: ['service', 'store'],
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  }),
  errors: new Counter({
    name: 'portfolio_store_call_errors_total',
    help: 'Store calls that failed, refused or timed out, by service and store.',
    labelNames: ['service', 'store'],
    registers: [registry],
  }),
}));

/**
 * Times one store call and counts it as an error when it rejects, unless `isFailure` says the rejection was meant
 * (an HttpError the work throws on purpose, a 404 or a 409, is the store answering, not failing).
 */
export async function measureStoreCall<T>(
  labels: { service: string; store: string },
  work: () => Promise<T>,
  isFailure: (err: unknown) => boolean = () => true,
): Promise<T> {
  const { duration, errors } = storeMetrics();
  const started = process.hrtime.bigint();
  try {
    return await work();
  } catch (err) {
    if (isFailure(err)) errors.inc(labels);
    throw err;
  } finally {
    duration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
  }
}

/**
 * A store port whose every method returning a promise is timed and its failures counted, as storeCalls does for
 * request work: for the calls made outside a request (a background job list's claims and completions).
 */
export function measuredStore<T extends object>(labels: { service: string; store: string }, port: T): T {
  return new Proxy(port, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result: unknown = Reflect.apply(value, target, args);
        return result instanceof Promise ? measureStoreCall(labels, () => result) : result;
      };
    },
  });
}
