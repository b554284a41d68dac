import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import type { ErrorBody } from '@portfolio/contracts';
import { HttpError, statusDefaults } from './errors.ts';
import { requestLogger } from './request-context.ts';
import { reportServerError } from './server-errors.ts';

/** Library errors carry an HTTP status and `expose` when their message is safe for the client. */
interface StatusError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
}

function toHttpError(err: unknown): HttpError | undefined {
  if (err instanceof HttpError) return err;
  const e = err as StatusError | null;
  const status = e?.status ?? e?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const known = statusDefaults[status] ?? statusDefaults[400]!;
    return new HttpError(status, known.code, known.message);
  }
  return undefined;
}

/**
 * The answer for a failure: client mistakes keep their 4xx; anything else is a 500 whose cause is never sent (no
 * stack trace, no driver message in a response). `unexpected` says the cause must be logged and reported.
 */
export function errorAnswer(err: unknown): { failure: HttpError; body: ErrorBody; unexpected: boolean } {
  const known = toHttpError(err);
  const failure = known ?? new HttpError(500, 'internal_error', statusDefaults[500]!.message);
  const body: ErrorBody = { code: failure.code, message: failure.message };
  if (failure.details) body.details = failure.details;
  return { failure, body, unexpected: !known };
}

/**
 * Turns every failure into `{ code, message, details? }` (see errorAnswer); unexpected ones are logged and
 * reported to the logs service through the process-wide server-error hook.
 */
export function errorMiddleware(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) throw new HttpError(404, 'not_found', 'Nothing here.');
      // The router answers 405 for a known path with another method, and 501 for a method it does not know at all
      // (PROPFIND, TRACE): a client mistake too, so a 405 naming the path's methods, or a 404 where no route is.
      if ((ctx.status === 405 || ctx.status === 501) && !ctx.body) {
        if (!ctx.response.get('Allow')) throw new HttpError(404, 'not_found', 'Nothing here.');
        throw new HttpError(405, 'method_not_allowed', 'This method is not allowed here.');
      }
    } catch (err) {
      const { failure, body, unexpected } = errorAnswer(err);
      if (unexpected) {
        requestLogger(ctx, logger).error({ err }, 'unhandled error');
        reportServerError(logger, err, {
          method: ctx.method,
          path: ctx.path,
          requestId: String(ctx.state.requestId ?? ''),
          userAgent: ctx.get('user-agent') || undefined,
        });
      }
      ctx.status = failure.status;
      ctx.set(failure.headers);
      ctx.body = body;
    }
  };
}
