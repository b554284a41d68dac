import type { IncomingMessage, ServerResponse } from 'node:http';
import type Koa from 'koa';
import { serviceTable } from '@portfolio/contracts';
import { createServiceApp, type Lifecycle, type Logger, serviceRouter, type TrustedProxies } from '@portfolio/kit';
import { signInAudit } from './audit.ts';
import type { CredentialSource } from './credentials/credentials.ts';
import { deviceCookies } from './device-cookie.ts';
import { identityOf, sessionMiddleware, sessionUnreadable, type Identity, type SessionSettings } from './session.ts';
import type { AuthStores } from './stores/ports.ts';
import { loginThrottle, type ThrottleSettings } from './throttle.ts';
import type { AuthContext } from './routes/auth-context.ts';
import { loginRoute } from './routes/login.ts';
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

export interface AuthApp {
  app: Koa;
  /**
   * The same check the gateway's auth_request makes, as a function for the single-machine process. Rejects when
   * the session store could not be read, as `require` answers 503 then.
   */
  identify(req: IncomingMessage, res: ServerResponse): Promise<Identity>;
}

export function createApp(deps: AuthDeps): AuthApp {
  const app = createServiceApp(deps);
  app.keys = deps.sessionKeys;
  const session = sessionMiddleware(app, deps.stores.sessions, deps.session, deps.trust);
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
    identify: (ctx) => identityOf(ctx, deps.credentials, deps.session),
  };
  const bodyLimit = serviceTable.auth.bodyLimitBytes;

  const router = serviceRouter();
  loginRoute(router, context, bodyLimit);
  logoutRoute(router, context, bodyLimit);
  sessionRoute(router, context);
  verifyRoutes(router, context);
  preferenceRoutes(router, context, bodyLimit);
  app.use(router.routes());
  app.use(router.allowedMethods());

  return {
    app,
    async identify(req, res) {
      const ctx = app.createContext(req, res);
      let identity = { role: 'visitor' } as Identity;
      await session(ctx, async () => {
        identity = context.identify(ctx);
      });
      if (identity.role !== 'admin' && sessionUnreadable(ctx)) throw new Error('session store unavailable');
      return identity;
    },
  };
}
