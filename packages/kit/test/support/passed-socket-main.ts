import { existsSync } from 'node:fs';
import {
  createHttpServer,
  createLifecycle,
  createLogger,
  gracefulShutdown,
  listenOnPassedSocket,
  onSignals,
  passedSocketOfProcess,
  runMain,
  untilReady,
} from '../../src/index.ts';

/**
 * A service's main as runService wires it with a passed socket (LISTEN_FDS): ready once the file named by argv[2]
 * (or by FIXTURE_READY_FILE, under kit's supervised-main) exists (a dependency coming up). It answers 503 while not ready, as a service missing a dependency does; else
 * its pid and whether LISTEN_FDS is still in its environment.
 */
const readyFile = process.argv[2] ?? process.env.FIXTURE_READY_FILE!;
await runMain(async () => {
  const fd = passedSocketOfProcess();
  const logger = createLogger('fixture', 'warn');
  const lifecycle = createLifecycle([{ name: 'dependency', check: async () => existsSync(readyFile) }]);
  const server = createHttpServer((_req, res) => {
    const ready = existsSync(readyFile);
    res.writeHead(ready ? 200 : 503, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ pid: process.pid, listenFds: process.env.LISTEN_FDS ?? null }));
  });
  onSignals(gracefulShutdown({ server, lifecycle, logger, close: async () => {} }));
  if (fd === undefined) throw new Error('no socket was passed');
  await untilReady(lifecycle, logger, 20);
  const port = await listenOnPassedSocket(server, fd);
  process.stdout.write(`listening on ${port}\n`);
});
