import {
  createHttpServer,
  createLogger,
  listenOn,
  forwardServerErrors,
  gracefulShutdown,
  onFatalError,
  onSignals,
  parseConfig,
  runMain,
} from '@portfolio/kit';
import { buildAuth } from './build.ts';
import { authConfigSchema } from './config.ts';

/** The auth service as its own process (gateway topology and containers). */
await runMain(async () => {
  const config = parseConfig(authConfigSchema);
  const logger = createLogger('auth', config.LOG_LEVEL);
  const auth = await buildAuth(config, (message) => process.stdout.write(`${message}\n`));
  const forwarder = config.LOGS_URL
    ? forwardServerErrors({ url: config.LOGS_URL, logger, gatewaySecret: config.GATEWAY_SECRET })
    : undefined;
  const server = createHttpServer(auth.app.callback());
  const close = async () => {
    await forwarder?.stop();
    await auth.close();
  };
  onFatalError({ logger, cleanup: close });
  const shutdown = gracefulShutdown({ server, lifecycle: auth.lifecycle, logger, close });
  onSignals(shutdown);
  const port = await listenOn(server, config.PORT, config.HOST);
  logger.info({ host: config.HOST, port }, 'listening');
});
