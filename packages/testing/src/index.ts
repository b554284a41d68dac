// Run-time code needs these too, so kit owns them; tests keep finding them here.
export { freePort, redisServerArgs } from '@portfolio/kit';
export * from './gateway-secret.ts';
export * from './redis-server.ts';
export * from './listen.ts';
export * from './load.ts';
export * from './child-server.ts';
export * from './fault-injection.ts';
export * from './outward-address.ts';
export * from './mongo.ts';
export * from './temp-dirs.ts';
export * from './wrk.ts';
export * from './visitor.ts';
export * from './process-cpu.ts';
export * from './adversarial.ts';
export * from './raw-http.ts';
export * from './malformed-requests.ts';
export * from './path-variants.ts';
export * from './eventually.ts';
