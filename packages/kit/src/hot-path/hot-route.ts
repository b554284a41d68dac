import type { Logger } from 'pino';
import type { AnyEndpoint } from '@portfolio/contracts';
import type { DirectRoute } from '../define-service.ts';
import { errorAnswer } from '../error-middleware.ts';
import { logAccess } from '../request-context.ts';
import { securityHeaderValues } from '../security-headers.ts';
import { reportServerError } from '../server-errors.ts';
import { Exchange } from './exchange.ts';
import { hotPathSteps, type HotHandler, type HotStepOptions, type Step } from './steps.ts';

export type { HotCall } from './exchange.ts';
export { acceptorOf, undecided, type Acceptor } from './fast-accept.ts';
export { hotPathSteps, type HotHandler, type Step } from './steps.ts';

export interface HotRouteOptions extends HotStepOptions {
  logger: Logger;
}

// Every answer is an API answer: the shared security headers, and never cached.
const apiHeaders = { ...securityHeaderValues(), 'Cache-Control': 'no-store' };

function send(x: Exchange, status: number, json: string | undefined, extra?: Record<string, string>) {
  const headers: Record<string, string | number> = { ...apiHeaders, ...extra, 'X-Request-Id': x.requestId };
  if (json !== undefined) {
    headers['Content-Type'] = 'application/json; charset=utf-8';
    headers['Content-Length'] = Buffer.byteLength(json);
  }
  x.res.writeHead(status, headers);
  x.res.end(json);
}

async function runSteps(steps: readonly Step[], x: Exchange) {
  for (const step of steps) {
    const pending = step.run(x);
    if (pending) await pending;
  }
}

/** Refuses what the hot path cannot answer as kit's Koa mounting would: those endpoints belong on the router. */
function assertHotPathFits(endpoint: AnyEndpoint) {
  const problems = [
    endpoint.access !== 'public' && `its access is ${endpoint.access}`,
    endpoint.sameSiteOnly && 'it refuses cross-site callers',
    endpoint.params && 'it has path parameters',
    endpoint.query && 'it takes a query',
  ].filter(Boolean);
  if (problems.length > 0) {
    throw new Error(`${endpoint.method} ${endpoint.path} cannot take the hot path: ${problems.join(', ')}`);
  }
}

/**
 * An endpoint answered on node:http itself, before Koa: the public calls a browser makes on every page view.
 * The same guarantees as a route mounted by kit (request id and access line, method, per-address rate limit,
 * content types and body limit, contract validation, the success status, the shared security headers and
 * no-store on every answer, the contract's error body, unexpected failures logged and reported, the answer
 * checked under test), as one ordered list of steps (hotPathSteps), without Koa's per-request context, which is
 * most of the cost of so small a request.
 */
export function hotRoute<E extends AnyEndpoint>(
  endpoint: E,
  handle: HotHandler<E>,
  options: HotRouteOptions,
): DirectRoute {
  assertHotPathFits(endpoint);
  const { logger } = options;
  const steps = hotPathSteps(endpoint, handle, options);
  const { status } = endpoint;
  const answered = (x: Exchange, code: number) =>
    logAccess(logger, {
      requestId: x.requestId,
      method: x.req.method ?? '',
      path: x.path,
      status: code,
      startedAt: x.startedAt,
    });

  const succeed = (x: Exchange) => {
    send(x, status, x.output);
    answered(x, status);
  };
  const fail = (x: Exchange, err: unknown) => {
    const { failure, body, unexpected } = errorAnswer(err);
    if (unexpected) {
      logger.error({ err, requestId: x.requestId }, 'unhandled error');
      reportServerError(logger, err, {
        method: x.req.method ?? '',
        path: x.path,
        requestId: x.requestId,
        userAgent: x.req.headers['user-agent'],
      });
    }
    send(x, failure.status, JSON.stringify(body), failure.headers);
    answered(x, failure.status);
  };

  return {
    endpoint,
    handle(req, res) {
      const x = new Exchange(req, res);
      runSteps(steps, x)
        .then(
          () => succeed(x),
          (err: unknown) => fail(x, err),
        )
        // Writing the answer itself failed (a response already ended): logged, never an unhandled rejection.
        .catch((err: unknown) => logger.error({ err, requestId: x.requestId }, 'answer failed'));
    },
  };
}
