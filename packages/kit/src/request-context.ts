import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import type { TrustedProxies } from './client-ip.ts';

const acceptableId = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * Gives each request an id (the trusted gateway's, else a new one), a child logger carrying it, and one access
 * log line. The query string is left out of the line: it can carry tokens.
 */
export function requestContext(logger: Logger, trust: TrustedProxies): Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    const id =
      incoming && acceptableId.test(incoming) && trust.trusts(ctx.req.socket.remoteAddress) ? incoming : randomUUID();
    ctx.state.requestId = id;
    // The child logger is made on first use: most requests never log beyond the access line, and a pino child
    // per request is a measurable share of a small request's cost.
    let child: Logger | undefined;
    Object.defineProperty(ctx.state, 'logger', { get: () => (child ??= logger.child({ requestId: id })) });
    ctx.set('X-Request-Id', id);
    const started = performance.now();
    try {
      await next();
    } finally {
      if (logger.isLevelEnabled('info')) {
        logger.info(
          {
            requestId: id,
            method: ctx.method,
            path: ctx.path,
            status: ctx.status,
            ms: Math.round(performance.now() - started),
          },
          'request',
        );
      }
    }
  };
}
