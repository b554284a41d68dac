import type { Logger } from 'pino';
import { serviceOf } from './metrics/registry.ts';
import { measureStoreCall } from './metrics/store-metrics.ts';
import type { Spool, SpooledLines } from './spool.ts';
import { withTimeout } from './with-timeout.ts';

export interface PumpOptions {
  logger: Logger;
  /** How often the spool is emptied into the store: the write batching interval. */
  intervalMs?: number;
  /** A store write that takes longer counts as failed (it is idempotent, so a late success is harmless). */
  writeTimeoutMs?: number;
  maxBackoffMs?: number;
  /** The store taking records as the lines spooled (see Spool.drainLines), used instead of `store` when given. */
  storeLines?: (lines: SpooledLines) => Promise<void>;
}

export interface Pump {
  /** Empties the spool now; resolves with the number of records stored (rejects when the store fails). */
  flush(): Promise<number>;
  /** Whether the last write to the store succeeded. */
  storeReachable(): boolean;
  stop(): Promise<void>;
}

/**
 * Moves spooled records into the store in batches, in the background. When the store is down or hangs the
 * records stay on disk and the pump backs off (doubling up to maxBackoffMs); when it returns they are replayed,
 * exactly once thanks to idempotent writes.
 */
export function startPump<T>(spool: Spool<T>, store: (records: T[]) => Promise<void>, options: PumpOptions): Pump {
  const { logger, intervalMs = 200, writeTimeoutMs = 5000, maxBackoffMs = 30_000, storeLines } = options;
  let reachable = true;
  let delay = intervalMs;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<number> | undefined;

  // The replay's writes are the ingesting service's store calls: timed and counted as its requests' are.
  const labels = { service: serviceOf(logger), store: 'spool replay' };
  const write = (work: () => Promise<void>) =>
    measureStoreCall(labels, () => withTimeout(work(), writeTimeoutMs, 'store write'));
  const drain = () =>
    storeLines
      ? spool.drainLines((lines) => write(() => storeLines(lines)))
      : spool.drain((records) => write(() => store(records)));

  const flush = (): Promise<number> => {
    running ??= drain()
      .then(
        (count) => {
          if (!reachable) logger.info({ replayed: count }, 'store reachable again; spooled events replayed');
          reachable = true;
          return count;
        },
        (err: unknown) => {
          if (reachable)
            logger.warn(
              { err: (err as Error).message, ...spool.stats() },
              'store unreachable; events kept in the spool',
            );
          reachable = false;
          throw err;
        },
      )
      .finally(() => (running = undefined));
    return running;
  };

  const tick = async () => {
    try {
      await flush();
      delay = intervalMs;
    } catch {
      delay = Math.min(Math.max(delay * 2, 250), maxBackoffMs);
    }
    if (!stopped) timer = setTimeout(tick, delay);
  };
  timer = setTimeout(tick, intervalMs);

  return {
    flush,
    storeReachable: () => reachable,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => {});
      await flush().catch(() => {});
      await spool.close();
    },
  };
}
