import type { RequestListener, Server } from 'node:http';
import type Router from '@koa/router';
import { listen } from '@portfolio/testing';
import { createLifecycle, createServiceApp, serviceRouter, trustedProxies, type Lifecycle } from '../../src/index.ts';
import { captureLogs, type CapturedLogs } from './captured-logs.ts';

export interface KitApp extends CapturedLogs {
  url: string;
  port: number;
  lifecycle: Lifecycle;
  server: Server;
  /** The app's request handler, to serve the same app on a second listener. */
  handler: RequestListener;
  close(): Promise<void>;
}

export interface KitAppOptions {
  /** TRUSTED_PROXIES entries; nothing is trusted by default, as in a direct deployment. */
  trust?: string[];
  /** GATEWAY_SECRET: requests carrying it speak as the gateway; none by default. */
  gatewaySecret?: string;
  lifecycle?: Lifecycle;
}

/** The kit's service app with a test's routes, served on a free loopback port, logs captured. */
export async function startKitApp(routes: (router: Router) => void, options: KitAppOptions = {}): Promise<KitApp> {
  const logs = captureLogs();
  const lifecycle = options.lifecycle ?? createLifecycle();
  const app = createServiceApp({
    logger: logs.logger,
    trust: trustedProxies(options.trust ?? [], options.gatewaySecret),
    lifecycle,
  });
  const router = serviceRouter();
  routes(router);
  app.use(router.routes());
  app.use(router.allowedMethods());
  const handler = app.callback();
  const served = await listen(handler);
  return {
    ...logs,
    url: served.url,
    port: Number(new URL(served.url).port),
    lifecycle,
    server: served.server,
    handler,
    close: served.close,
  };
}
