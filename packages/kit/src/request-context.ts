import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import type { TrustedProxies } from './client-ip.ts';

const acceptableId = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * The gateway's request id when a request carrying its secret has a well-formed one, else a new one: a client's
 * own id (even through a front proxy) would let it plant or collide ids in our logs.
 */
export function requestIdFor(req: IncomingMessage, trust: TrustedProxies): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && acceptableId.test(incoming) && trust.fromGateway(req)
    ? incoming
    : randomUUID();
}

export interface AccessLine {
  requestId: string;
  method: string;
  /** Without the query string: it can carry tokens. */
  path: string;
  status: number;
  startedAt: number;
}

/** One access log line per request, skipped cheaply when info is off. */
export function logAccess(logger: Logger, { startedAt, ...line }: AccessLine) {
  if (logger.isLevelEnabled('info')) {
    logger.info({ ...line, ms: Math.round(performance.now() - startedAt) }, 'request');
  }
}

/** The request's child logger (set by requestContext), or `fallback` where that middleware did not run. */
export function requestLogger(ctx: { state: { logger?: unknown } }, fallback: Logger): Logger {
  return (ctx.state.logger as Logger | undefined) ?? fallback;
}

/** Gives each request an id (see requestIdFor), a child logger carrying it, and one access log line. */
export function requestContext(logger: Logger, trust: TrustedProxies): Middleware {
  return async (ctx, next) => {
    const id = requestIdFor(ctx.req, trust);
    ctx.state.requestId = id;
    // The child logger is made on first use: most requests never log beyond the access line, and a pino child
    // per request is a measurable share of a small request's cost.
    let child: Logger | undefined;
    Object.defineProperty(ctx.state, 'logger', { get: () => (child ??= logger.child({ requestId: id })) });
    ctx.set('X-Request-Id', id);
    const startedAt = performance.now();
    try {
      await next();
    } finally {
      logAccess(logger, { requestId: id, method: ctx.method, path: ctx.path, status: ctx.status, startedAt });
    }
  };
}
