export * from './error.ts';
export * from './admin.ts';
export * from './analytics.ts';
export * from './logs.ts';
export * from './limits.ts';
export * from './routes.ts';
export * from './safe-keys.ts';
export * from './canonical-path.ts';
