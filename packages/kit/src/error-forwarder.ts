import type { Logger } from 'pino';
import { gatewayTokenHeader, limits, logsEndpoints, pathOf } from '@portfolio/contracts';
import { onServerError, type ServerErrorReport } from './server-errors.ts';

export interface ForwarderOptions {
  /** The logs service's base address, e.g. `http://logs:4003`; reports go to its internal ingestion route. */
  url: string;
  logger: Logger;
  /** Sent as the gateway token: the logs service takes reports in a service's name from nobody else. */
  gatewaySecret?: string;
  intervalMs?: number;
  timeoutMs?: number;
  /** Reports held while the logs service is slow or away; past it new ones are dropped and counted. */
  maxQueued?: number;
}

export interface Forwarder {
  /** Sends what is queued now. */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

/** The path the logs service takes a service's own errors on (an internal endpoint of its contract). */
export const internalLogsPath = pathOf(logsEndpoints.ingestServerErrors);

/**
 * Gateway topology: forwards this process's server-side errors to the logs service in batches. Best effort by
 * design: a reporter that queued without bound or retried forever would turn one outage into two.
 */
export function forwardServerErrors({
  url,
  logger,
  gatewaySecret,
  intervalMs = 1000,
  timeoutMs = 2000,
  maxQueued = 200,
}: ForwarderOptions): Forwarder {
  const queue: ServerErrorReport[] = [];
  let dropped = 0;
  const unsubscribe = onServerError((report) => {
    if (queue.length < maxQueued) queue.push(report);
    else dropped++;
  });

  let sending: Promise<void> | undefined;
  const sendAll = async () => {
    while (queue.length > 0) {
      const source = queue[0]!.source;
      let n = 0;
      while (n < queue.length && n < limits.logEntriesPerBatch && queue[n]!.source === source) n++;
      const batch = queue.splice(0, n);
      try {
        const res = await fetch(new URL(internalLogsPath, url), {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(gatewaySecret ? { [gatewayTokenHeader]: gatewaySecret } : {}),
          },
          body: JSON.stringify({ source, entries: batch.map((r) => r.entry) }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        await res.body?.cancel();
        if (!res.ok) logger.warn({ status: res.status, reports: n }, 'logs service refused server error reports');
      } catch (err) {
        logger.warn({ err: (err as Error).message, reports: n }, 'server error reports not delivered');
      }
    }
    if (dropped > 0) {
      logger.warn({ dropped }, 'server error reports dropped: queue full');
      dropped = 0;
    }
  };
  const flush = () => (sending ??= sendAll().finally(() => (sending = undefined)));
  const timer = setInterval(() => void flush(), intervalMs);
  timer.unref();

  return {
    flush,
    async stop() {
      clearInterval(timer);
      unsubscribe();
      await flush();
    },
  };
}
