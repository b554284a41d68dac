export { createApp, type AuthDeps, type AuthApp } from './app.ts';
export { buildAuth } from './build.ts';
export { authConfigSchema, type AuthConfig } from './config.ts';
export type { Identity } from './session.ts';
export { embedded } from './embedded.ts';
