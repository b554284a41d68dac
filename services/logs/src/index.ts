export { logsConfigSchema, type LogsConfig } from './config.ts';
export { embedded } from './embedded.ts';
export { logsService } from './service.ts';
