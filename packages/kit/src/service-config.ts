import { MongoClient } from 'mongodb';
import { z } from 'zod';
import { serviceTable, type ServiceName } from '@portfolio/contracts';
import { env } from './config.ts';
import { gatewaySecretSchema } from './gateway-token.ts';
import { hasPlaceholderPassword, placeholderPasswordMessage } from './placeholders.ts';

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * What every service's configuration starts with; a service extends it with its own keys
 * (`serviceConfig('logs').extend({...})`).
 */
export const serviceConfig = (name: ServiceName) =>
  z.object({
    HOST: z.string().default('127.0.0.1'),
    PORT: env.port(serviceTable[name].port),
    DATA_DIR: z.string().default('data'),
    LOG_LEVEL: z.enum(logLevels).default('info'),
    /** A front proxy's addresses, believed for X-Forwarded-For and X-Forwarded-Proto only. */
    TRUSTED_PROXIES: env.list(),
    /** Shared with the gateway: its role, forwarded and request-id headers count only on a request carrying it. */
    GATEWAY_SECRET: gatewaySecretSchema,
    /**
     * The service that collects server errors, for this process's own (when it runs as its own process; in the
     * single-machine process they are handed over in-process).
     */
    LOGS_URL: env.optional().pipe(z.url({ protocol: /^https?$/ }).optional()),
    /**
     * Networks besides loopback whose direct callers may scrape `/metrics` (the container deployment's monitoring
     * network); a request relayed by a proxy never may, whatever its address.
     */
    METRICS_ALLOWED_NETWORKS: env
      .list()
      .pipe(z.array(z.union([z.cidrv4(), z.cidrv6(), z.ipv4(), z.ipv6()], 'must be IP addresses or CIDR ranges'))),
    /** The gateway's stub_status page: its connection counters join this service's metrics (the local gateway topology). */
    NGINX_STATUS_URL: env.optional().pipe(z.url({ protocol: /^http$/ }).optional()),
  });
export type ServiceConfig = z.output<ReturnType<typeof serviceConfig>>;

// The driver's own parser: it knows replica-set lists (h1,h2) and +srv, which a WHATWG URL check refuses.
const isMongoUrl = (url: string) => {
  if (!/^mongodb(\+srv)?:\/\//.test(url)) return false;
  try {
    // Parses the URL and its options; connects to nothing.
    new MongoClient(url);
    return true;
  } catch {
    return false;
  }
};

/** The keys of a service storing in MongoDB in the container deployment (embedded SQLite when MONGO_URL is unset). */
export const mongoSettings = (timeoutMs: number) => ({
  MONGO_URL: env.optional().pipe(
    z
      .string()
      .refine(isMongoUrl, 'must be a mongodb:// or mongodb+srv:// URL')
      .refine((url) => !hasPlaceholderPassword(url), placeholderPasswordMessage)
      .optional(),
  ),
  /** Every MongoDB call (server selection, connection, socket, query) gives up after this. */
  MONGO_TIMEOUT_MS: env.int(timeoutMs, 100),
});

/** The key of a service keeping its state in Redis in the container deployment (embedded SQLite without it). */
export const redisSettings = () => ({
  REDIS_URL: env.optional().pipe(
    z
      .url({ protocol: /^rediss?$/ })
      .refine((url) => !hasPlaceholderPassword(url), placeholderPasswordMessage)
      .optional(),
  ),
});
