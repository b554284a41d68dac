/**
 * The admin area's API paths. They live apart from `paths.ts` because that module is part of every visitor's first
 * download, and this one only of the admin chunk. The admin area's client routes are in `paths.ts`.
 */
export const adminApiPaths = {
  login: '/api/admin/login',
  logout: '/api/admin/logout',
  stats: '/api/analytics/stats',
  logs: '/api/admin/logs',
  log: (id: string) => `/api/admin/logs/${encodeURIComponent(id)}`,
  logsPurge: '/api/admin/logs/purge',
} as const;
