import type { Logger } from 'pino';
import { HttpError } from './errors.ts';
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
 * once here. An HttpError the work throws on purpose (a 404, a 429) passes unchanged.
 */
export function storeCalls(logger: Logger, { store, timeoutMs, message }: StoreCallOptions) {
  return async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await (timeoutMs === undefined ? work() : withTimeout(work(), timeoutMs, store));
    } catch (err) {
      if (err instanceof HttpError) throw err;
      logger.warn({ err, store }, 'store unavailable');
      throw storeUnavailable(message);
    }
  };
}
