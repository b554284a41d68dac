export { analyticsConfigSchema, type AnalyticsConfig } from './config.ts';
export type { AnalyticsDeps, AnalyticsSettings } from './deps.ts';
export { embedded } from './embedded.ts';
export { analyticsService } from './service.ts';
export { analyticsParts } from './service-parts.ts';
