export * from './local/topology.ts';
export * from './nginx/render.ts';
export * from './nginx/route-locations.ts';
export * from './nginx/error-pages.ts';
export * from './nginx/gateway-secret.ts';
export * from './nginx/edge.ts';
export { nginxBinary } from './config.ts';
