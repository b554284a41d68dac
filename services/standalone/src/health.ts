import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServiceName } from '@portfolio/contracts';
import { evaluateReadiness, type Lifecycle, type StartedService } from '@portfolio/kit';

/**
 * `/healthz` and `/readyz` of the whole process: ready when every mounted service is ready and no shutdown has
 * begun.
 */
export function health(lifecycle: Lifecycle, services: Map<ServiceName, StartedService>) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const path = req.url?.split('?')[0];
    if (path === '/healthz') {
      reply(res, 200, { status: 'ok' });
      return true;
    }
    if (path !== '/readyz') return false;
    void Promise.all(
      [...services].map(async ([name, service]) => [name, await evaluateReadiness(service.lifecycle)] as const),
    ).then((results) => {
      const ready = !lifecycle.shuttingDown && results.every(([, r]) => r.ready);
      reply(res, ready ? 200 : 503, {
        status: lifecycle.shuttingDown ? 'shutting-down' : ready ? 'ready' : 'not-ready',
        services: Object.fromEntries(results),
      });
    });
    return true;
  };
}

function reply(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}
