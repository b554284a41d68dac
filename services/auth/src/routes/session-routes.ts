import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { authRoleHeader, sessionResponse, logoutResponse } from '@portfolio/contracts';
import { guarded, HttpError, readJsonBody, rejectCrossSite, withTimeout } from '@portfolio/kit';
import { sessionCookieFor, sessionStoreTimeoutMs } from '../session.ts';
import type { AuthContext } from './auth-context.ts';
import { requireAdmin } from './require-admin.ts';

/** `GET /api/admin/session`: never an error; an unreadable store means "not signed in". */
export function sessionRoute(router: Router, { session, identify }: AuthContext) {
  router.get(
    '/api/admin/session',
    session,
    guarded({ response: sessionResponse }, undefined, (ctx) => {
      const who = identify(ctx);
      ctx.body = who.role === 'admin' ? { authenticated: true, email: who.email } : { authenticated: false };
    }),
  );
}

/**
 * `POST /api/admin/logout`: destroys the server-side session and clears the cookie; 200 even without one.
 * When the store cannot be reached the cookie is still cleared and the answer says the logout did not finish.
 */
export function logoutRoute(router: Router, { session, deps }: AuthContext, bodyLimit: number) {
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
  router.post(
    '/api/admin/logout',
    rejectCrossSite(),
    clearCookieOnFailure,
    async (ctx, next) => {
      // Logout takes no body; any body it is sent must still be JSON (cross-site forms cannot send JSON).
      await readJsonBody(ctx.req, { limit: bodyLimit });
      await next();
    },
    session,
    async (ctx) => {
      // End the session the signed cookie names, not only the one koa-session loaded: when the store could not be
      // read in time koa-session holds a fresh id instead (fail closed), and ending that alone would leave the real
      // session alive behind a logout answered 200.
      const named = ctx.cookies.get(sessionCookieFor(ctx), { signed: true });
      if (named) await withTimeout(deps.stores.sessions.destroy(named), sessionStoreTimeoutMs, 'session delete');
      ctx.session = null;
      ctx.body = logoutResponse.parse({ success: true });
    },
  );
}

/**
 * The gateway's auth_request targets. `require` answers 204 for the administrator, 503 when the session store
 * could not be read and 401 otherwise; `identify` always answers 204 and names the role (a visitor when the
 * store could not be read), so a public route can serve the administrator more.
 */
export function verifyRoutes(router: Router, { session, identify }: AuthContext) {
  router.get('/api/admin/verify', session, (ctx) => {
    requireAdmin(ctx, identify);
    ctx.set(authRoleHeader, 'admin');
    ctx.status = 204;
  });
  router.get('/api/admin/verify/identify', session, (ctx) => {
    ctx.set(authRoleHeader, identify(ctx).role);
    ctx.status = 204;
  });
}
