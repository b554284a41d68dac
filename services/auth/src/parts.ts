import type { IncomingMessage } from 'node:http';
import type Koa from 'koa';
import type { Middleware } from 'koa';
import { authEndpoints, openApiDocument, type OpenApiDocument } from '@portfolio/contracts';
import {
  metricsAdminRoute,
  route,
  sealer,
  Serialised,
  storeCalls,
  type Lifecycle,
  type Logger,
  type ServiceParts,
  type TrustedProxies,
} from '@portfolio/kit';
import { accountState, keepAccountFresh } from './account/account-state.ts';
import type { AccountMailer } from './account/account-mailer.ts';
import { accountRoutes } from './account/account-routes.ts';
import { tokenSigner } from './account/signed-token.ts';
import { signInAudit } from './audit.ts';
import { cookieSigner } from './cookie-signer.ts';
import type { CredentialSource } from './credentials/credentials.ts';
import { deviceCookies } from './device-cookie.ts';
import { identityOf, sessionMiddleware, type Identity, type SessionSettings } from './session.ts';
import { sessionCheckRoutes, sessionReader } from './session-check.ts';
import type { AuthStores } from './stores/ports.ts';
import { loginThrottle, type ThrottleSettings } from './throttle.ts';
import type { AuthContext } from './routes/auth-context.ts';
import { loginRoute } from './routes/login.ts';
import { adminBySession, signInUnavailableMessage } from './routes/require-admin.ts';
import { logoutRoute } from './routes/logout.ts';
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
  /** Hands the account mails (reset, email change) to the mail service. */
  mail: AccountMailer;
  /** The clock codes and links are checked against (tests move it). */
  now?: () => number;
}

export interface AuthParts extends ServiceParts {
  /**
   * The same check the gateway's auth_request makes, as a function for the single-machine process, naming who.
   * Rejects when the session store could not be read, as `require` answers 503 then.
   */
  identity(req: IncomingMessage): Promise<Identity>;
}

/** The auth service's routes and checks over its stores and credentials; kit assembles them (assembleService). */
export function authParts(deps: AuthDeps): AuthParts {
  const signer = cookieSigner(deps.sessionKeys);
  let loadSession: Middleware | undefined;
  // koa-session attaches itself to the Koa app, which kit creates after the routes are declared (see setup).
  const session: Middleware = (ctx, next) => loadSession!(ctx, next);
  const account = accountState(deps.stores.account, deps.credentials);
  // Whoever reads the credentials reads them with the account screen's changes (password, email) applied.
  const credentials = account.credentials;
  const stopRefreshing = keepAccountFresh(account, deps.lifecycle);
  const now = deps.now ?? Date.now;
  const identify = (ctx: Koa.Context) => identityOf(ctx, credentials, deps.session);
  const context: AuthContext = {
    deps: {
      logger: deps.logger,
      trust: deps.trust,
      stores: deps.stores,
      credentials,
      sessionSettings: deps.session,
      throttle: loginThrottle(deps.stores.attempts, deps.throttle),
      devices: deviceCookies(deps.sessionKeys),
      audit: signInAudit(deps.sessionKeys),
      account,
      secondFactor: {
        account,
        store: deps.stores.account,
        sealer: sealer(deps.sessionKeys, 'totp-secret'),
        // The oldest key still accepted, as the password's salt: a rotation keeps the recovery codes working.
        recoveryKey: deps.sessionKeys.at(-1)!,
        now,
      },
      tokens: tokenSigner(deps.sessionKeys),
      mail: deps.mail,
      now,
    },
    session,
    identify,
    storeCall: storeCalls(deps.logger, { store: 'auth store', message: signInUnavailableMessage }),
  };
  // Built and serialised once, on first request: the declarations do not change while the process runs.
  let openApi: Serialised<OpenApiDocument> | undefined;

  const read = sessionReader({
    store: deps.stores.sessions,
    settings: deps.session,
    signer,
    trust: deps.trust,
    credentials,
  });
  const identity = async (req: IncomingMessage): Promise<Identity> => {
    const { identity: found, unreadable } = await read(req);
    if (unreadable) throw new Error('session store unavailable');
    return found;
  };

  return {
    routes: [
      loginRoute(context),
      logoutRoute(context),
      ...preferenceRoutes(context),
      ...accountRoutes(context),
      route(authEndpoints.openApi, () => (openApi ??= new Serialised(openApiDocument())), { before: [session] }),
      // Its own admin check reads the session: loaded first, as for its other admin endpoints.
      metricsAdminRoute('auth', { before: [session] }),
    ],
    // The checks made on every admin call and page view, answered before Koa (see session-check.ts).
    direct: sessionCheckRoutes({ logger: deps.logger, trust: deps.trust, read }),
    access: {
      // The administrator is whoever this service's session says, called directly or through a guard.
      admin: adminBySession(identify),
      // No internal exception: the guard's own checks (called by nginx's auth_request with the forwarded headers of
      // the request it guards) are answered before the router (session-check.ts); an internal endpoint mounted here
      // keeps kit's check (our own processes only).
    },
    setup(app) {
      app.keys = signer as unknown as Koa['keys'];
      loadSession = sessionMiddleware(app, deps.stores.sessions, deps.session, deps.trust);
    },
    identity,
    identify: async (req) => (await identity(req)).role,
    close: () => {
      stopRefreshing();
      return deps.stores.close();
    },
  };
}
