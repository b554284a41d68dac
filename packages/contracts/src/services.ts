/**
 * The services, one line each: a new service is its folder under `services/` plus its line here and its endpoints
 * in `endpoints/`. Everything that starts, wires or routes services (the single-machine process, the local gateway
 * topology, the nginx configuration, the compose file's checks) reads this table and never names a service itself.
 */
export const serviceNames = ['auth', 'analytics', 'logs', 'content', 'mail'] as const;
export type ServiceName = (typeof serviceNames)[number];

/**
 * public: anyone. admin: only the signed-in administrator (checked before the service sees the request, and again
 * by the service). identify: anyone, but the service is told whether the caller is the administrator. internal:
 * never reachable from outside (the verify endpoints the guard itself calls, service-to-service calls).
 */
export type Access = 'public' | 'admin' | 'identify' | 'internal';

/** A server a service needs besides its embedded default: its URL variable is set in the deployment. */
export type ServiceStore = 'redis' | 'mongo';

export interface ServiceInfo {
  /** Port the service listens on when it runs as its own process (gateway topology). */
  port: number;
  /** Largest request body the service accepts unless an endpoint says less; the gateway enforces the same. */
  bodyLimitBytes: number;
  /** Servers it uses in the container deployment (REDIS_URL, MONGO_URL); embedded SQLite without them. */
  stores: readonly ServiceStore[];
  /**
   * It keeps the server errors of every service (they are posted to it, or handed over in-process); every other
   * service forwards its own there (LOGS_URL in its environment).
   */
  collectsServerErrors?: true;
}

export const serviceTable: Record<ServiceName, ServiceInfo> = {
  auth: { port: 4001, bodyLimitBytes: 8 * 1024, stores: ['redis'] },
  analytics: { port: 4002, bodyLimitBytes: 16 * 1024, stores: ['mongo'] },
  logs: { port: 4003, bodyLimitBytes: 64 * 1024, stores: ['mongo'], collectsServerErrors: true },
  content: { port: 4004, bodyLimitBytes: 16 * 1024, stores: ['mongo'] },
  mail: { port: 4005, bodyLimitBytes: 16 * 1024, stores: ['mongo'] },
};

/** The service that keeps everyone's server errors. */
export const serverErrorCollector = serviceNames.find((name) => serviceTable[name].collectsServerErrors)!;
