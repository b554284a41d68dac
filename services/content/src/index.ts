export { contentConfigSchema, type ContentConfig } from './config.ts';
export { embedded } from './embedded.ts';
export { contentService } from './service.ts';
