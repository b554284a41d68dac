/**
 * The contract's endpoint declarations, by name, fetched on demand. They bring zod and every schema with them
 * (about 30 KB gzip): the calls a visitor's page makes after its first render (session check, analytics, stats,
 * language preference) load them here rather than adding them to the first download. The admin area, a chunk of
 * its own, imports them directly.
 */
export const loadEndpoints = () => import('@portfolio/contracts').then(({ endpoints }) => endpoints);
