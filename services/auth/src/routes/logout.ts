import type { Middleware } from 'koa';
import { authEndpoints } from '@portfolio/contracts';
import { HttpError, route, withTimeout, type RouteDefinition } from '@portfolio/kit';
import { sessionCookieFor, sessionStoreTimeoutMs } from '../session.ts';
import type { AuthContext } from './auth-context.ts';

/**
 * `POST /api/admin/logout`: destroys the server-side session and clears the cookie; 200 even without one.
 * When the store cannot be reached the cookie is still cleared and the answer says the logout did not finish.
 */
export function logoutRoute({ session, deps }: AuthContext): RouteDefinition {
  const clearCookieOnFailure: Middleware = async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      if (err instanceof HttpError) throw err;
      const name = sessionCookieFor(ctx);
      ctx.cookies.set(name, '', { expires: new Date(0), httpOnly: true, sameSite: 'strict' });
      ctx.cookies.set(`${name}.sig`, '', { expires: new Date(0), httpOnly: true, sameSite: 'strict' });
      throw new HttpError(503, 'service_unavailable', 'Could not end the session on the server. Try again shortly.');
    }
  };
  // Logout takes no body; kit still refuses one that is not JSON (cross-site forms cannot send JSON).
  return route(
    authEndpoints.logout,
    async (ctx) => {
      // End the session the signed cookie names, not only the one koa-session loaded: when the store could not be
      // read in time koa-session holds a fresh id instead (fail closed), and ending that alone would leave the real
      // session alive behind a logout answered 200.
      const named = ctx.cookies.get(sessionCookieFor(ctx), { signed: true });
      if (named) await withTimeout(deps.stores.sessions.destroy(named), sessionStoreTimeoutMs, 'session delete');
      ctx.session = null;
      return { success: true } as const;
    },
    { before: [clearCookieOnFailure, session] },
  );
}
