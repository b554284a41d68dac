import {
  createHttpServer,
  createLogger,
  listenOn,
  gracefulShutdown,
  onFatalError,
  onSignals,
  parseConfig,
  runMain,
} from '@portfolio/kit';
import { buildLogs } from './build.ts';
import { logsConfigSchema } from './config.ts';

/** The logs service as its own process (gateway topology and containers). */
await runMain(async () => {
  const config = parseConfig(logsConfigSchema);
  const logger = createLogger('logs', config.LOG_LEVEL);
  const logs = buildLogs(config);
  const server = createHttpServer(logs.app.callback());
  onFatalError({ logger, cleanup: logs.close });
  const shutdown = gracefulShutdown({ server, lifecycle: logs.lifecycle, logger, close: logs.close });
  onSignals(shutdown);
  const port = await listenOn(server, config.PORT, config.HOST);
  logger.info({ host: config.HOST, port }, 'listening');
});
