import type { Context } from 'koa';
import { HttpError } from '@portfolio/kit';
import { sessionUnreadable } from '../session.ts';
import type { AuthContext } from './auth-context.ts';
import { signInUnavailable } from './store-failure.ts';

/**
 * Lets only the administrator through. A session the store could not read is refused too (fail closed), but as
 * our failure: 503, which the gateway's auth_request and the single process pass on, not a 401 that would send
 * a signed-in administrator to the sign-in page during a Redis stall.
 */
export function requireAdmin(ctx: Context, identify: AuthContext['identify']) {
  if (identify(ctx).role === 'admin') return;
  if (sessionUnreadable(ctx)) {
    throw signInUnavailable();
  }
  throw new HttpError(401, 'unauthorized', 'Sign in first.');
}
