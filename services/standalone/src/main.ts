import type { RequestListener } from 'node:http';
import {
  createHttpServer,
  createLifecycle,
  createLogger,
  gracefulShutdown,
  listenOn,
  onFatalError,
  onSignals,
  parseConfig,
  runMain,
  sendError,
} from '@portfolio/kit';
import { markRunning } from './backup/running.ts';
import { scheduleBackups } from './backup/schedule.ts';
import { adminPasswordFromEnvironment, embeddedEnv, ownOrigin, standaloneConfigSchema } from './config.ts';
import { createDispatcher } from './dispatcher.ts';
import { health } from './health.ts';
import { startServices } from './services.ts';
import { staticFiles } from './static-files.ts';

/** `make start`: every service in one process on embedded storage, plus the built SPA. */
await runMain(async () => {
  const config = parseConfig(standaloneConfigSchema);
  const logger = createLogger('standalone', config.LOG_LEVEL);
  // The port is taken first: a busy port must fail before the services start, or the one-time password of a
  // first start would be generated (and its hash kept) without ever being shown. Until the services are up,
  // every request is answered 503.
  let handle: RequestListener = (_req, res) => sendError(res, 503, { 'Retry-After': '1' });
  // Node's requestTimeout would hold a request with an unfinished body for 300 s; headers and the whole request
  // are bounded here, and a CONNECT or a request Node cannot parse is answered in the contract's shape.
  const server = createHttpServer((req, res) => handle(req, res), {
    headersTimeoutMs: config.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: Math.max(config.REQUEST_TIMEOUT_MS, config.HEADERS_TIMEOUT_MS),
  });
  const port = await listenOn(server, config.PORT, config.HOST);

  const notices: string[] = [];
  const services = await startServices(embeddedEnv(config, ownOrigin(config.HOST, port)), (message) =>
    notices.push(message),
  );
  const spa = staticFiles(config.WEB_DIST);
  const lifecycle = createLifecycle();
  const dispatch = createDispatcher(services, spa);
  const checkHealth = health(lifecycle, services);
  handle = (req, res) => {
    if (checkHealth(req, res)) return;
    dispatch(req, res).catch((err: unknown) => {
      logger.error({ err }, 'dispatch failed');
      if (!res.headersSent) res.writeHead(500).end();
    });
  };
  // While this file names a live process, `make restore` refuses to replace the data under it.
  const unmarkRunning = markRunning(config.DATA_DIR);
  const stopBackups = scheduleBackups(config, logger);
  const closeServices = async () => {
    stopBackups();
    await Promise.all([...services.values()].map((s) => s.close()));
    unmarkRunning();
  };
  onFatalError({ logger, report: false, cleanup: closeServices });
  const shutdown = gracefulShutdown({ server, lifecycle, logger, close: closeServices });
  onSignals(shutdown);

  const url = `http://${config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST}:${port}`;
  const lines = [
    `Portfolio platform running at ${url}`,
    `  services: ${[...services.keys()].join(', ') || 'none'}`,
    `  web app:  ${spa.available() ? url : `not built (${config.WEB_DIST} has no index.html)`}`,
    `  data:     ${config.DATA_DIR}`,
    ...notices,
    adminPasswordFromEnvironment()
      ? `Sign in at ${url}/admin with ADMIN_EMAIL and ADMIN_PASSWORD.`
      : `Sign in at ${url}/admin with the administrator's credentials (change them with \`make admin-password\`).`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  logger.info({ url }, 'listening');
});
