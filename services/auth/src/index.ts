export { authParts, type AuthDeps, type AuthParts } from './parts.ts';
export { authService } from './service.ts';
export { authConfigSchema, type AuthConfig } from './config.ts';
export type { Identity } from './session.ts';
export { embedded } from './embedded.ts';
