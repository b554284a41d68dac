import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { commandTable } from './commands.ts';
import { asCommandError } from './errors.ts';
import { encodeReply, parseRequest, takeMessages } from './wire.ts';

export interface MongoStandIn {
  /** A `mongodb://` URL for the real driver, on a free loopback port. */
  url: string;
  stop(): Promise<void>;
}

/**
 * A MongoDB stand-in: the wire protocol (OP_MSG, and OP_QUERY for the driver's first handshake) on 127.0.0.1,
 * answering from memory with mingo's query and aggregation engine. It is not MongoDB: see the README for what it
 * cannot vouch for. Commands run one at a time, each whole, on the event loop.
 */
export async function startMongoStandIn(): Promise<MongoStandIn> {
  const run = commandTable();
  const sockets = new Set<Socket>();
  let connections = 0;
  const server = createServer((socket) => {
    const connectionId = ++connections;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let pending: Buffer = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      try {
        const { messages, rest } = takeMessages(Buffer.concat([pending, chunk]));
        pending = rest;
        for (const message of messages) {
          const request = parseRequest(message);
          let reply;
          try {
            reply = run(request.db, request.command, connectionId);
          } catch (err) {
            reply = asCommandError(err).reply();
          }
          if (!request.noReply) socket.write(encodeReply(request, reply));
        }
      } catch {
        // A frame that cannot be read leaves the stream out of step: MongoDB closes the connection too.
        socket.destroy();
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `mongodb://127.0.0.1:${port}/?directConnection=true`,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
