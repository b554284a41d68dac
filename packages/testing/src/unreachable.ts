import { createServer, type Socket } from 'node:net';
import { freePort } from '@portfolio/kit';

/** An address a store cannot be reached at, and how to take it down after the test. */
export interface UnreachableTarget {
  port: number;
  close(): Promise<void>;
}

/** A TCP listener that accepts connections and never answers: a MongoDB that hangs. */
async function silentListener(): Promise<UnreachableTarget> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * The two ways a store's address fails, for `describe.each`: nothing listens (the connection is refused at once),
 * or something accepts and never answers (only the client's timeouts end the wait).
 */
export const unreachableTargets: [name: string, start: () => Promise<UnreachableTarget>][] = [
  ['an unused port', async () => ({ port: await freePort(), close: async () => {} })],
  ['a listener that accepts and never answers', silentListener],
];
