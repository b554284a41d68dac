import type { Middleware } from 'koa';
import { isApiPath } from '@portfolio/contracts';

/** API answers are data, never documents: nothing may be loaded, framed or sniffed from them. */
export const apiContentSecurityPolicy =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The SPA may run its own scripts and styles and call its own origin; nothing else. */
export const spaContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "media-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export function securityHeaderValues(csp = apiContentSecurityPolicy): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };
}

/** Set before anything runs, so errors (which the error middleware answers further in) carry them too. */
export function securityHeaders(csp?: string): Middleware {
  const headers = securityHeaderValues(csp);
  return async (ctx, next) => {
    ctx.set(headers);
    // Every API answer, a case variant's error included, is data that must not be cached.
    if (isApiPath(ctx.path)) ctx.set('Cache-Control', 'no-store');
    await next();
  };
}
