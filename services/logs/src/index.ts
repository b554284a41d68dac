export { createPipeline } from './build.ts';
export { logsConfigSchema, type LogsConfig } from './config.ts';
export { embedded } from './embedded.ts';
export { logsService } from './service.ts';
export { logsParts } from './service-parts.ts';
export type { LogsRouteDeps } from './routes/logs-deps.ts';
