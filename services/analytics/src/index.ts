export { createApp, type AnalyticsDeps, type AnalyticsApp, type AnalyticsSettings } from './app.ts';
export { buildAnalytics, type BuiltAnalytics } from './build.ts';
export { analyticsConfigSchema, type AnalyticsConfig } from './config.ts';
export { embedded } from './embedded.ts';
