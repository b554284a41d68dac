import type { Context, Middleware } from 'koa';
import { HttpError, storeUnavailable } from '@portfolio/kit';
import { sessionUnreadable } from '../session.ts';
import type { AuthContext } from './auth-context.ts';

/** What a client reads when the session or attempt store could not be reached. */
export const signInUnavailableMessage = 'Sign-in is temporarily unavailable. Try again shortly.';

/**
 * Lets only the administrator through. A session the store could not read is refused too (fail closed), but as
 * our failure: 503, which the gateway's auth_request and the single process pass on, not a 401 that would send
 * a signed-in administrator to the sign-in page during a Redis stall.
 */
export function requireAdmin(ctx: Context, identify: AuthContext['identify']) {
  if (identify(ctx).role === 'admin') return;
  if (sessionUnreadable(ctx)) throw storeUnavailable(signInUnavailableMessage);
  throw new HttpError(401, 'unauthorized', 'Sign in first.');
}

/**
 * Auth's own admin check for its admin endpoints, from the session cookie: this service is the one that decides
 * who the administrator is, so it does not wait for a role tagged by the guard in front (there is none when its
 * app is called directly). It runs after the session middleware.
 */
export const adminBySession =
  (identify: AuthContext['identify']): Middleware =>
  async (ctx, next) => {
    requireAdmin(ctx, identify);
    await next();
  };
