import type { z } from 'zod';
import { passedSocketOfProcess, runMain } from './config.ts';
import { onFatalError } from './fatal-errors.ts';
import { createHttpServer } from './http-server.ts';
import { gracefulShutdown, onSignals } from './lifecycle.ts';
import { listenOn } from './listen.ts';
import { startService, type ServiceDefinition } from './define-service.ts';
import type { ServiceConfig } from './service-config.ts';
import { untilReady } from './ready-gate.ts';
import { listenOnPassedSocket } from './socket-activation.ts';

/**
 * A service as its own process (gateway topology and containers): configuration from the environment, a server
 * whose parser errors are answered in the contract's shape, the last-resort error handler, graceful shutdown on
 * SIGTERM/SIGINT, and a listener on HOST:PORT, or on the socket a supervisor passed (LISTEN_FDS, see
 * socket-activation.ts): that one outlives the process, so a restart queues connections instead of refusing them,
 * and it is accepted on only once the service is ready.
 */
export function runService<S extends z.ZodType<ServiceConfig>>(definition: ServiceDefinition<S>): Promise<void> {
  return runMain(async () => {
    // Read first: the variables are cleared before anything this process starts could inherit them.
    const passedFd = passedSocketOfProcess();
    const service = await startService(definition, undefined, (message) => process.stdout.write(`${message}\n`));
    const { logger, config, lifecycle, close } = service;
    const server = createHttpServer(service.handle);
    onFatalError({ logger, cleanup: close });
    onSignals(gracefulShutdown({ server, lifecycle, logger, close }));
    if (passedFd === undefined) {
      const port = await listenOn(server, config.PORT, config.HOST);
      logger.info({ host: config.HOST, port }, 'listening');
      return;
    }
    await untilReady(lifecycle, logger);
    const port = await listenOnPassedSocket(server, passedFd);
    logger.info({ fd: passedFd, port }, 'listening on the passed socket');
  });
}
