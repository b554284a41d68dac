export * from './free-port.ts';
export * from './redis-server.ts';
export * from './listen.ts';
export * from './load.ts';
export * from './child-server.ts';
export * from './mongo.ts';
export * from './temp-dirs.ts';
export * from './wrk.ts';
