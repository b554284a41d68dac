import { paths } from './paths';

/**
 * The admin area's routes and API paths. They live apart from `paths.ts` because that module is part of every
 * visitor's first download, and this one only of the admin chunk. Only screens that work are listed.
 */
export const adminPaths = {
  login: paths.admin,
  dashboard: `${paths.admin}/dashboard`,
  analytics: `${paths.admin}/analytics`,
  logs: `${paths.admin}/logs`,
} as const;

export const adminApiPaths = {
  login: '/api/admin/login',
  logout: '/api/admin/logout',
  stats: '/api/analytics/stats',
  logs: '/api/admin/logs',
  log: (id: string) => `/api/admin/logs/${encodeURIComponent(id)}`,
  logsPurge: '/api/admin/logs/purge',
} as const;
