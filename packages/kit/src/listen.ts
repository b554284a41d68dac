import type { Server } from 'node:net';

/** A failure to start that a person can act on; runMain prints its message alone, without a stack. */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}

/**
 * Listens on host:port and resolves with the port bound (PORT=0 picks one). A port already taken or not allowed
 * becomes a StartupError naming it, instead of an unhandled 'error' event.
 */
export function listenOn(server: Server, port: number, host: string, what = ''): Promise<number> {
  return new Promise((resolve, reject) => {
    const failed = (err: NodeJS.ErrnoException) => {
      const where = `${host}:${port}${what && ` (${what})`}`;
      reject(
        new StartupError(
          err.code === 'EADDRINUSE'
            ? `Cannot listen on ${where}: something else already listens there (another \`make start\` or \`make start-gateway\`?). Stop it, or set PORT.`
            : err.code === 'EACCES'
              ? `Cannot listen on ${where}: not allowed (ports below 1024 need privileges). Set PORT.`
              : `Cannot listen on ${where}: ${err.message}`,
        ),
      );
    };
    server.once('error', failed);
    server.listen(port, host, () => {
      server.off('error', failed);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}
