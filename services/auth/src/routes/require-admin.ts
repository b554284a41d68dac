import type { Context } from 'koa';
import { HttpError } from '@portfolio/kit';
import { sessionUnreadable } from '../session.ts';
import type { AuthContext } from './auth-context.ts';

/**
 * Lets only the administrator through. A session the store could not read is refused too (fail closed), but as
 * our failure: 503, which the gateway's auth_request and the single process pass on, not a 401 that would send
 * a signed-in administrator to the sign-in page during a Redis stall.
 */
export function requireAdmin(ctx: Context, identify: AuthContext['identify']) {
  if (identify(ctx).role === 'admin') return;
  if (sessionUnreadable(ctx)) {
    throw new HttpError(503, 'service_unavailable', 'Sign-in is temporarily unavailable. Try again shortly.', {
      headers: { 'Retry-After': '5' },
    });
  }
  throw new HttpError(401, 'unauthorized', 'Sign in first.');
}
