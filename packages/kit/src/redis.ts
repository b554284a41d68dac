import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/** Every Redis command settles within this, even when the server hangs. */
export const redisCommandTimeoutMs = 1000;

/**
 * A Redis client that fails fast instead of queueing: with the offline queue off, commands reject at once while
 * the connection is down, and the command timeout bounds a server that accepts but never answers. It keeps
 * reconnecting in the background, so service returns by itself when Redis does.
 */
export function createRedis(url: string, logger: Logger): Redis {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    commandTimeout: redisCommandTimeoutMs,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 100, 1000),
    lazyConnect: false,
  });
  let down = false;
  client.on('error', (err) => {
    if (!down) logger.warn({ err: err.message }, 'redis unavailable');
    down = true;
  });
  client.on('ready', () => {
    if (down) logger.info('redis available again');
    down = false;
  });
  return client;
}

/** Resolves when the client is ready, or after `ms` (the service starts and reports not-ready meanwhile). */
export function redisReady(client: Redis, ms = 5000): Promise<boolean> {
  if (client.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    client.once('ready', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}
export type { Redis };
