import type { Context, Middleware } from 'koa';
import { HttpError } from './errors.ts';

export interface RateLimitOptions {
  /** Requests allowed per key within a window. */
  limit: number;
  windowMs: number;
  /** Keys remembered at most; the oldest windows are forgotten first, so a flood of addresses cannot exhaust memory. */
  maxKeys?: number;
}

/** Fixed-window counting per key, in memory (the gateway's limit_req guards the deployment in front of it). */
export function rateLimiter({ limit, windowMs, maxKeys = 50_000 }: RateLimitOptions) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const evict = (now: number) => {
    for (const [key, w] of windows) {
      if (windows.size < maxKeys) break;
      if (w.resetAt <= now || windows.size >= maxKeys) windows.delete(key);
    }
  };
  return {
    /** Counts one request; `retryAfterS` > 0 when it is over the limit. */
    take(key: string, now = Date.now()): { allowed: boolean; retryAfterS: number } {
      let w = windows.get(key);
      if (!w || w.resetAt <= now) {
        if (!w && windows.size >= maxKeys) evict(now);
        w = { count: 0, resetAt: now + windowMs };
        windows.delete(key);
        windows.set(key, w);
      }
      w.count++;
      const allowed = w.count <= limit;
      return { allowed, retryAfterS: allowed ? 0 : Math.max(1, Math.ceil((w.resetAt - now) / 1000)) };
    },
    size: () => windows.size,
  };
}

/** Answers 429 with Retry-After once a key (usually the client address) passes its limit. */
export function rateLimit(options: RateLimitOptions & { key: (ctx: Context) => string }): Middleware {
  const limiter = rateLimiter(options);
  return async (ctx, next) => {
    const { allowed, retryAfterS } = limiter.take(options.key(ctx));
    if (!allowed) {
      throw new HttpError(429, 'too_many_requests', 'Too many requests; slow down.', {
        headers: { 'Retry-After': String(retryAfterS) },
      });
    }
    await next();
  };
}
