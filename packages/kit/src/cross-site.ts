import type { Middleware } from 'koa';
import { HttpError } from './errors.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests a browser sent from another site. Fetch Metadata first (every current browser
 * sends Sec-Fetch-Site); Origin as the fallback for older ones. Clients that send neither are not browsers and
 * carry no ambient cookies to abuse.
 */
export function rejectCrossSite(): Middleware {
  return async (ctx, next) => {
    if (!safeMethods.has(ctx.method)) {
      const site = ctx.get('sec-fetch-site');
      const origin = ctx.get('origin');
      if (site) {
        if (site !== 'same-origin' && site !== 'none') throw crossSite();
      } else if (origin && !sameHost(origin, ctx.get('host'))) {
        throw crossSite();
      }
    }
    await next();
  };
}

function sameHost(origin: string, host: string): boolean {
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

const crossSite = () => new HttpError(403, 'forbidden', 'Cross-site requests are not allowed.');
