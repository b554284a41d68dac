import { createServer } from 'node:net';
import { StartupError } from '@portfolio/kit';

/**
 * Fails when something already listens on host:port. Checked before anything starts: otherwise a second
 * `make start-gateway` would find the first one's services answering its readiness checks and believe it started.
 */
export async function ensurePortFree(host: string, port: number, what: string): Promise<void> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        new StartupError(
          err.code === 'EADDRINUSE'
            ? `${host}:${port} (${what}) is already in use: is another \`make start\` or \`make start-gateway\` running? Stop it, or set PORT.`
            : `cannot listen on ${host}:${port} (${what}): ${err.message}`,
        ),
      ),
    );
    server.listen(port, host, () => server.close(() => resolve()));
  });
}
