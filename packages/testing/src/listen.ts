import { createServer, type RequestListener, type Server } from 'node:http';

export interface Listening {
  server: Server;
  url: string;
  close(): Promise<void>;
}

/** Serves a request handler (a Koa app's callback) on a free loopback port. */
export function listen(handler: RequestListener): Promise<Listening> {
  const server = createServer(handler);
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        server,
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
