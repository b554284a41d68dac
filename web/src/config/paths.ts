/** Every client route and every API path the web app calls: the one place they are spelled. */
export const paths = {
  home: '/',
  games: '/games',
  /** The admin area; its own routes are in `admin-paths.ts`, part of its chunk. */
  admin: '/admin',
} as const;

export const apiPaths = {
  analyticsSession: '/api/analytics/session',
  analyticsPageview: '/api/analytics/pageview',
  analyticsStats: '/api/analytics/stats',
  adminSession: '/api/admin/session',
  adminPreference: (key: string) => `/api/admin/preferences/${encodeURIComponent(key)}`,
  logs: '/api/logs',
} as const;

/** Real documents served from `public/docs` (built by `scripts/make-docs.ts`). */
export const documentPaths = {
  resume: '/docs/camille-laurent-resume.pdf',
  architecture: '/docs/architecture-handbook.pdf',
  caseStudy: '/docs/case-study-offline-first.pdf',
} as const;
