import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServiceName } from '@portfolio/contracts';
import {
  evaluateReadiness,
  isDirectLoopbackCaller,
  securityHeaderValues,
  type Lifecycle,
  type StartedService,
} from '@portfolio/kit';

/**
 * `/healthz` and `/readyz` of the whole process: ready when every mounted service is ready and no shutdown has
 * begun; each service's checks only for a direct loopback caller.
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
      const status = lifecycle.shuttingDown ? 'shutting-down' : ready ? 'ready' : 'not-ready';
      // Which service or store is down is for the operator on this machine, not for the public port.
      reply(
        res,
        ready ? 200 : 503,
        isDirectLoopbackCaller(req) ? { status, services: Object.fromEntries(results) } : { status },
      );
    });
    return true;
  };
}

function reply(res: ServerResponse, status: number, body: unknown) {
  // The same headers as every other answer of the site: a probe's answer is an answer too.
  res.writeHead(status, {
    ...securityHeaderValues(),
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  res.end(JSON.stringify(body));
}
