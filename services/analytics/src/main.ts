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
import { buildAnalytics } from './build.ts';
import { analyticsConfigSchema } from './config.ts';

/** The analytics service as its own process (gateway topology and containers). */
await runMain(async () => {
  const config = parseConfig(analyticsConfigSchema);
  const logger = createLogger('analytics', config.LOG_LEVEL);
  const analytics = await buildAnalytics(config, { logger });
  const server = createHttpServer(analytics.handle);
  onFatalError({ logger, cleanup: analytics.close });
  const shutdown = gracefulShutdown({ server, lifecycle: analytics.lifecycle, logger, close: analytics.close });
  onSignals(shutdown);
  const port = await listenOn(server, config.PORT, config.HOST);
  logger.info({ host: config.HOST, port }, 'listening');
});
