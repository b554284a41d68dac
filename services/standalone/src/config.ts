import { join, resolve } from 'node:path';
import { z } from 'zod';
import { defaultHttpServerTimeouts, env } from '@portfolio/kit';

export const standaloneConfigSchema = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: env.port(8080),
  DATA_DIR: z.string().default('data'),
  WEB_DIST: z.string().default('web/dist'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** How long a client may take to send its request headers, and its whole request (see createHttpServer). */
  HEADERS_TIMEOUT_MS: env.int(defaultHttpServerTimeouts.headersTimeoutMs, 100),
  REQUEST_TIMEOUT_MS: env.int(defaultHttpServerTimeouts.requestTimeoutMs, 100),
  /** Where `make backup` and the scheduled backup write their archives (kept outside DATA_DIR by default). */
  BACKUP_DIR: z.string().default('backups'),
  /** Hours between scheduled backups while the process runs; 0 leaves scheduling to the operator (cron, make backup). */
  BACKUP_INTERVAL_HOURS: env.int(0, 0),
  /** How many archives are kept in BACKUP_DIR: after each backup the oldest beyond this count are removed. */
  BACKUP_KEEP: env.int(7, 1),
  /** Signs each archive's manifest; unset, a key generated under DATA_DIR/secrets/backup-key is used. */
  BACKUP_KEY: z.string().min(16).optional(),
});
export type StandaloneConfig = z.output<typeof standaloneConfigSchema>;

/**
 * The single-machine process runs every service on embedded storage: connection URLs meant for the container
 * deployment are removed so no service reaches for a server that is not there. A service that calls another's
 * public API (the mail service reads the content service's articles) is given the process's own address, where
 * that service answers, never an address meant for the containers' network.
 */
export function embeddedEnv(
  config: StandaloneConfig,
  ownOrigin: string,
  source: NodeJS.ProcessEnv = process.env,
): NodeJS.ProcessEnv {
  // LOGS_URL too: in one process every service's server errors reach the collector in-process.
  const { REDIS_URL: _redis, MONGO_URL: _mongo, LOGS_URL: _logs, HOST: _host, PORT: _port, ...rest } = source;
  // The crawler-readable pages are written into the index.html this process serves, wherever WEB_DIST points.
  const spaIndex = rest.SPA_INDEX || join(resolve(config.WEB_DIST), 'index.html');
  return {
    ...rest,
    DATA_DIR: config.DATA_DIR,
    LOG_LEVEL: config.LOG_LEVEL,
    SPA_INDEX: spaIndex,
    CONTENT_URL: ownOrigin,
  };
}

/**
 * Where this process answers a call from itself: its host and port, a wildcard address (0.0.0.0, ::) read as the
 * loopback one of its family, since a wildcard is where a server listens, not an address to connect to.
 */
export function ownOrigin(host: string, port: number): string {
  const address = host === '0.0.0.0' || host === '' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
}

/** Whether the administrator's credentials come from ADMIN_EMAIL and ADMIN_PASSWORD (the start-up notice says so). */
export const adminPasswordFromEnvironment = (source: NodeJS.ProcessEnv = process.env) => Boolean(source.ADMIN_PASSWORD);
