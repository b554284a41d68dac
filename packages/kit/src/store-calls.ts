import type { Logger } from 'pino';
import { HttpError } from './errors.ts';
import { measureStoreCall } from './metrics/store-metrics.ts';
import { serviceOf } from './metrics/registry.ts';
import { withTimeout } from './with-timeout.ts';

/** Our failure, not the client's: 503 with a short Retry-After, and never a driver message. */
export const storeUnavailable = (message = 'The service is temporarily unavailable. Try again shortly.') =>
  new HttpError(503, 'service_unavailable', message, { headers: { 'Retry-After': '5' } });

export interface StoreCallOptions {
  /** Named in the log line and the timeout error. */
  store: string;
  /** A call that has not settled by then is abandoned and answered 503. */
  timeoutMs?: number;
  /** What the client reads (the default says the service is unavailable). */
  message?: string;
}

/**
 * Runs store work for a request: a store that is down, refuses or hangs becomes a 503 with a Retry-After, logged
 * once here. An HttpError the work throws on purpose (a 404, a 429) passes unchanged. Each call is timed and its
 * failures counted (portfolio_store_call_*), under the logger's service and the store's name.
 */
export function storeCalls(logger: Logger, { store, timeoutMs, message }: StoreCallOptions) {
  const labels = { service: serviceOf(logger), store };
  const onPurpose = (err: unknown) => !(err instanceof HttpError);
  return async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      const call = () => (timeoutMs === undefined ? work() : withTimeout(work(), timeoutMs, store));
      return await measureStoreCall(labels, call, onPurpose);
    } catch (err) {
      if (err instanceof HttpError) throw err;
      logger.warn({ err, store }, 'store unavailable');
      throw storeUnavailable(message);
    }
  };
}
