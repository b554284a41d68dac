export { createApp, type LogsDeps } from './app.ts';
export { buildLogs, type BuiltLogs } from './build.ts';
export { logsConfigSchema, type LogsConfig } from './config.ts';
export { embedded } from './embedded.ts';
