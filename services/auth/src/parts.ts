import type { IncomingMessage, ServerResponse } from 'node:http';
import type Koa from 'koa';
import type { Middleware } from 'koa';
import { authEndpoints, openApiDocument } from '@portfolio/contracts';
import { route, storeCalls, type Lifecycle, type Logger, type ServiceParts, type TrustedProxies } from '@portfolio/kit';
import { signInAudit } from './audit.ts';
import { cookieSigner } from './cookie-signer.ts';
import type { CredentialSource } from './credentials/credentials.ts';
import { deviceCookies } from './device-cookie.ts';
import { identityOf, sessionMiddleware, sessionUnreadable, type Identity, type SessionSettings } from './session.ts';
import type { AuthStores } from './stores/ports.ts';
import { loginThrottle, type ThrottleSettings } from './throttle.ts';
import type { AuthContext } from './routes/auth-context.ts';
import { loginRoute } from './routes/login.ts';
import { adminBySession, signInUnavailableMessage } from './routes/require-admin.ts';
import { logoutRoute, sessionRoute, verifyRoutes } from './routes/session-routes.ts';
import { preferenceRoutes } from './routes/preferences.ts';

export interface AuthDeps {
  logger: Logger;
  lifecycle: Lifecycle;
  trust: TrustedProxies;
  stores: AuthStores;
  credentials: CredentialSource;
  /** Keys signing the session cookie; the first signs, all verify (rotation). */
  sessionKeys: string[];
  session: SessionSettings;
  throttle: ThrottleSettings;
}

export interface AuthParts extends ServiceParts {
  /**
   * The same check the gateway's auth_request makes, as a function for the single-machine process, naming who.
   * Rejects when the session store could not be read, as `require` answers 503 then.
   */
  identity(req: IncomingMessage, res: ServerResponse): Promise<Identity>;
}

/** The auth service's routes and checks over its stores and credentials; kit assembles them (assembleService). */
export function authParts(deps: AuthDeps): AuthParts {
  let koa: Koa | undefined;
  let loadSession: Middleware | undefined;
  // koa-session attaches itself to the Koa app, which kit creates after the routes are declared (see setup).
  const session: Middleware = (ctx, next) => loadSession!(ctx, next);
  const identify = (ctx: Koa.Context) => identityOf(ctx, deps.credentials, deps.session);
  const context: AuthContext = {
    deps: {
      logger: deps.logger,
      trust: deps.trust,
      stores: deps.stores,
      credentials: deps.credentials,
      sessionSettings: deps.session,
      throttle: loginThrottle(deps.stores.attempts, deps.throttle),
      devices: deviceCookies(deps.sessionKeys),
      audit: signInAudit(deps.sessionKeys),
    },
    session,
    identify,
    storeCall: storeCalls(deps.logger, { store: 'auth store', message: signInUnavailableMessage }),
  };
  let openApi: ReturnType<typeof openApiDocument> | undefined;

  const identity = async (req: IncomingMessage, res: ServerResponse): Promise<Identity> => {
    const ctx = koa!.createContext(req, res);
    let found = { role: 'visitor' } as Identity;
    await session(ctx, async () => {
      found = identify(ctx);
    });
    if (found.role !== 'admin' && sessionUnreadable(ctx)) throw new Error('session store unavailable');
    return found;
  };

  return {
    routes: [
      loginRoute(context),
      logoutRoute(context),
      sessionRoute(context),
      ...verifyRoutes(context),
      ...preferenceRoutes(context),
      route(authEndpoints.openApi, () => (openApi ??= openApiDocument()), { before: [session] }),
    ],
    access: {
      // The administrator is whoever this service's session says, called directly or through a guard.
      admin: adminBySession(identify),
      // The verify endpoints are the guard's own check: nginx's auth_request calls them with the forwarded
      // headers of the request it guards, and the single process calls `identify` in-process instead.
      internal: (_ctx, next) => next(),
    },
    setup(app) {
      app.keys = cookieSigner(deps.sessionKeys) as unknown as Koa['keys'];
      loadSession = sessionMiddleware(app, deps.stores.sessions, deps.session, deps.trust);
      koa = app;
    },
    identity,
    identify: async (req, res) => (await identity(req, res)).role,
    close: () => deps.stores.close(),
  };
}
