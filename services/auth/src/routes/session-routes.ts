import type { Middleware } from 'koa';
import { authEndpoints, authRoleHeader } from '@portfolio/contracts';
import { HttpError, route, withTimeout, type RouteDefinition } from '@portfolio/kit';
import { sessionCookieFor, sessionStoreTimeoutMs } from '../session.ts';
import type { AuthContext } from './auth-context.ts';
import { requireAdmin } from './require-admin.ts';

/** `GET /api/admin/session`: never an error; an unreadable store means "not signed in". */
export function sessionRoute({ session, identify }: AuthContext): RouteDefinition {
  return route(
    authEndpoints.session,
    (ctx) => {
      const who = identify(ctx);
      return who.role === 'admin' ? { authenticated: true, email: who.email } : { authenticated: false };
    },
    { before: [session] },
  );
}

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

/**
 * The gateway's auth_request targets. `require` answers 204 for the administrator, 503 when the session store
 * could not be read and 401 otherwise; `identify` always answers 204 and names the role (a visitor when the
 * store could not be read), so a public route can serve the administrator more.
 */
export function verifyRoutes({ session, identify }: AuthContext): RouteDefinition[] {
  return [
    route(
      authEndpoints.verifyAdmin,
      (ctx) => {
        requireAdmin(ctx, identify);
        ctx.set(authRoleHeader, 'admin');
      },
      { before: [session] },
    ),
    route(
      authEndpoints.verifyIdentify,
      (ctx) => {
        ctx.set(authRoleHeader, identify(ctx).role);
      },
      { before: [session] },
    ),
  ];
}
