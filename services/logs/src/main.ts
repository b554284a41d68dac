import { createServer } from 'node:http';
import { createLogger, gracefulShutdown, onSignals, parseConfig, runMain } from '@portfolio/kit';
import { buildLogs } from './build.ts';
import { logsConfigSchema } from './config.ts';

/** The logs service as its own process (gateway topology and containers). */
await runMain(async () => {
  const config = parseConfig(logsConfigSchema);
  const logger = createLogger('logs', config.LOG_LEVEL);
  const logs = buildLogs(config);
  const server = createServer(logs.app.callback());
  const shutdown = gracefulShutdown({ server, lifecycle: logs.lifecycle, logger, close: logs.close });
  onSignals(shutdown);
  server.listen(config.PORT, config.HOST, () => logger.info({ host: config.HOST, port: config.PORT }, 'listening'));
});
