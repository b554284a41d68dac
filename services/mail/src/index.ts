export { mailConfigSchema, type MailConfig } from './config.ts';
export { embedded } from './embedded.ts';
export { mailService } from './service.ts';
