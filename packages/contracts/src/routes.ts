/**
 * The one route table: path prefix → service and who may call it. The nginx gateway configuration and the
 * single-machine dispatcher are both derived from it, so the two topologies cannot drift.
 */
export const serviceNames = ['auth', 'analytics', 'logs'] as const;
export type ServiceName = (typeof serviceNames)[number];

/**
 * public: anyone. admin: only the signed-in administrator (checked before the service sees the request).
 * identify: anyone, but the service is told whether the caller is the administrator.
 * internal: never reachable from outside (the verify endpoints the guard itself calls, service-to-service calls).
 */
export type Access = 'public' | 'admin' | 'identify' | 'internal';

export interface Route {
  prefix: string;
  service: ServiceName;
  access: Access;
}

export interface ServiceInfo {
  /** Port the service listens on when it runs as its own process (gateway topology). */
  port: number;
  /** Largest request body the service accepts; the gateway enforces the same. */
  bodyLimitBytes: number;
}

export const serviceTable: Record<ServiceName, ServiceInfo> = {
  auth: { port: 4001, bodyLimitBytes: 8 * 1024 },
  analytics: { port: 4002, bodyLimitBytes: 16 * 1024 },
  logs: { port: 4003, bodyLimitBytes: 64 * 1024 },
};

export const routeTable: readonly Route[] = [
  { prefix: '/api/admin/verify', service: 'auth', access: 'internal' },
  { prefix: '/api/admin/preferences', service: 'auth', access: 'admin' },
  { prefix: '/api/admin/logs', service: 'logs', access: 'admin' },
  { prefix: '/api/admin', service: 'auth', access: 'public' },
  { prefix: '/api/analytics/stats', service: 'analytics', access: 'identify' },
  { prefix: '/api/analytics', service: 'analytics', access: 'public' },
  { prefix: '/api/logs', service: 'logs', access: 'public' },
  // Services post their own server-side errors here directly, never through the gateway.
  { prefix: '/api/internal/logs', service: 'logs', access: 'internal' },
];

/** Longest matching prefix, on whole path segments only (so /api/logsX is not /api/logs). */
export function matchRoute(path: string, table: readonly Route[] = routeTable): Route | undefined {
  let best: Route | undefined;
  for (const route of table) {
    const hit = path === route.prefix || path.startsWith(`${route.prefix}/`);
    if (hit && (!best || route.prefix.length > best.prefix.length)) best = route;
  }
  return best;
}
