import { createServer } from 'node:net';
import { listenOn } from '@portfolio/kit';

/**
 * Fails when something already listens on host:port. Checked before anything starts: otherwise a second
 * `make start-gateway` would find the first one's services answering its readiness checks and believe it started.
 */
export async function ensurePortFree(host: string, port: number, what: string): Promise<void> {
  const server = createServer();
  await listenOn(server, port, host, what);
  await new Promise((resolve) => server.close(resolve));
}
