import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SelfAnswer {
  status: number;
  body: string;
}

/** Requests to the service itself: its pages and files as crawlers get them. */
export interface SelfRequests {
  get(path: string): Promise<SelfAnswer>;
  /** The status alone (HEAD): whether a file is there, without reading it. */
  head(path: string): Promise<number>;
}

/**
 * Runs `work` with the service's own request handler listening on a loopback port of its own for the time it takes,
 * so that a page is rendered exactly as a crawler gets it (the same handler, its caches, every part other areas
 * add to a page), in this process, and nobody else can reach that port for longer than the work.
 */
export async function withSelfRequests<T>(
  handler: RequestListener,
  work: (requests: SelfRequests) => Promise<T>,
): Promise<T> {
  const server = createServer(handler);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const ask = (method: 'GET' | 'HEAD', path: string) =>
    fetch(`${base}${path}`, { method, redirect: 'manual', signal: AbortSignal.timeout(15_000) });
  try {
    return await work({
      async get(path) {
        const res = await ask('GET', path);
        return { status: res.status, body: await res.text() };
      },
      async head(path) {
        const res = await ask('HEAD', path);
        await res.body?.cancel();
        return res.status;
      },
    });
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
