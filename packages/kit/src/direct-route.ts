import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { addressKey } from './address-key.ts';
import { readJsonBody, type BodyOptions } from './body.ts';
import { clientIp, type TrustedProxies } from './client-ip.ts';
import { errorAnswer } from './error-middleware.ts';
import { HttpError } from './errors.ts';
import { check, checkResponseUnderTest } from './guard.ts';
import { rateLimiter, type RateLimitOptions } from './rate-limit.ts';
import { logAccess, requestIdFor } from './request-context.ts';
import { securityHeaderValues } from './security-headers.ts';
import { reportServerError } from './server-errors.ts';

export type DirectHandler = (req: IncomingMessage, res: ServerResponse) => void;

export interface DirectJsonPostOptions<S extends z.ZodType> {
  logger: Logger;
  trust: TrustedProxies;
  body: BodyOptions;
  schema: S;
  response: z.ZodType;
  /** Per client address (an IPv6 client by its /64, see addressKey), as the `rateLimit` middleware. */
  rateLimit: RateLimitOptions;
  /** `address` is the client's (clientIp) in full; the rate limit counted it under its addressKey. */
  handle(req: IncomingMessage, input: z.output<S>, address: string): Promise<{ status: number; body: unknown }>;
}

// Every answer is an API answer: the shared security headers, and never cached.
const apiHeaders = { ...securityHeaderValues(), 'Cache-Control': 'no-store' };

/**
 * A JSON POST endpoint answered on node:http itself, for the public ingestion paths a browser calls on every
 * page: the same guarantees as a Koa route built from this kit (security headers, request id and access line,
 * rate limit, body cap and content types, contract validation, the contract's error body, unexpected failures
 * logged and reported), without Koa's per-request context, which is most of the cost of so small a request.
 */
export function directJsonPost<S extends z.ZodType>(options: DirectJsonPostOptions<S>): DirectHandler {
  const { logger, trust } = options;
  const limiter = rateLimiter(options.rateLimit);

  const send = (res: ServerResponse, requestId: string, status: number, body: unknown, extra = {}) => {
    const json = JSON.stringify(body);
    res.writeHead(status, {
      ...apiHeaders,
      ...extra,
      'X-Request-Id': requestId,
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(json),
    });
    res.end(json);
  };

  const answer = async (req: IncomingMessage) => {
    if (req.method !== 'POST') {
      throw new HttpError(405, 'method_not_allowed', 'This method is not allowed here.', {
        headers: { Allow: 'POST' },
      });
    }
    const address = clientIp(req, trust);
    const { allowed, retryAfterS } = limiter.take(addressKey(address));
    if (!allowed) {
      throw new HttpError(429, 'too_many_requests', 'Too many requests; slow down.', {
        headers: { 'Retry-After': String(retryAfterS) },
      });
    }
    const input = check(options.schema, await readJsonBody(req, options.body), 'body') as z.output<S>;
    const result = await options.handle(req, input, address);
    if (result.status < 300) checkResponseUnderTest(options.response, result.body);
    return result;
  };

  return (req, res) => {
    const startedAt = performance.now();
    const requestId = requestIdFor(req, trust);
    const path = (req.url ?? '/').split('?', 1)[0]!;
    const done = (status: number) =>
      logAccess(logger, { requestId, method: req.method ?? '', path, status, startedAt });
    answer(req).then(
      ({ status, body }) => {
        send(res, requestId, status, body);
        done(status);
      },
      (err: unknown) => {
        const { failure, body, unexpected } = errorAnswer(err);
        if (unexpected) {
          logger.error({ err, requestId }, 'unhandled error');
          reportServerError(logger, err, {
            method: req.method ?? '',
            path,
            requestId,
            userAgent: req.headers['user-agent'],
          });
        }
        send(res, requestId, failure.status, body, failure.headers);
        done(failure.status);
      },
    );
  };
}

/** Sends the paths in `routes` to their direct handler (any method: each answers 405 itself), the rest on. */
export function withDirectRoutes(routes: Record<string, DirectHandler>, fallback: DirectHandler): DirectHandler {
  const table = new Map(Object.entries(routes));
  return (req, res) => {
    const route = table.get((req.url ?? '/').split('?', 1)[0]!);
    (route ?? fallback)(req, res);
  };
}
