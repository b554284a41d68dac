import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { authRoleHeader, sessionResponse, logoutResponse } from '@portfolio/contracts';
import { guarded, HttpError, readJsonBody, rejectCrossSite } from '@portfolio/kit';
import { sessionCookieName } from '../session.ts';
import type { AuthContext } from './auth-context.ts';

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
export function logoutRoute(router: Router, { session }: AuthContext, bodyLimit: number) {
  const clearCookieOnFailure: Middleware = async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      if (err instanceof HttpError) throw err;
      ctx.cookies.set(sessionCookieName, '', { expires: new Date(0), httpOnly: true, sameSite: 'strict' });
      ctx.cookies.set(`${sessionCookieName}.sig`, '', { expires: new Date(0), httpOnly: true, sameSite: 'strict' });
      throw new HttpError(503, 'service_unavailable', 'Could not end the session on the server. Try again shortly.');
    }
  };
  router.post(
    '/api/admin/logout',
    rejectCrossSite(),
    clearCookieOnFailure,
    async (ctx, next) => {
      // Logout takes no body; any body it is sent must still be JSON (cross-site forms cannot send JSON).
      await readJsonBody(ctx, { limit: bodyLimit });
      await next();
    },
    session,
    (ctx) => {
      ctx.session = null;
      ctx.body = logoutResponse.parse({ success: true });
    },
  );
}

/**
 * The gateway's auth_request targets. `require` answers 204 for the administrator and 401 otherwise; `identify`
 * always answers 204 and names the role, so a public route can serve the administrator more.
 */
export function verifyRoutes(router: Router, { session, identify }: AuthContext) {
  router.get('/api/admin/verify', session, (ctx) => {
    if (identify(ctx).role !== 'admin') throw new HttpError(401, 'unauthorized', 'Sign in first.');
    ctx.set(authRoleHeader, 'admin');
    ctx.status = 204;
  });
  router.get('/api/admin/verify/identify', session, (ctx) => {
    ctx.set(authRoleHeader, identify(ctx).role);
    ctx.status = 204;
  });
}
