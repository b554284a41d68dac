import type { Context, Middleware } from 'koa';
import type { Logger, TrustedProxies } from '@portfolio/kit';
import type { AccountState } from '../account/account-state.ts';
import type { AccountMailer } from '../account/account-mailer.ts';
import type { SecondFactorDeps } from '../account/second-factor.ts';
import type { TokenSigner } from '../account/signed-token.ts';
import type { SignInAudit } from '../audit.ts';
import type { CredentialSource } from '../credentials/credentials.ts';
import type { DeviceCookies } from '../device-cookie.ts';
import type { Identity, SessionSettings } from '../session.ts';
import type { AuthStores } from '../stores/ports.ts';
import type { LoginThrottle } from '../throttle.ts';

export interface AuthRouteDeps {
  logger: Logger;
  trust: TrustedProxies;
  stores: AuthStores;
  credentials: CredentialSource;
  sessionSettings: SessionSettings;
  throttle: LoginThrottle;
  devices: DeviceCookies;
  audit: SignInAudit;
  /** The account record (#21) and the credentials with its overrides: `credentials` above is this one's. */
  account: AccountState;
  secondFactor: SecondFactorDeps;
  tokens: TokenSigner;
  mail: AccountMailer;
  now: () => number;
}

/** What every auth route shares: its dependencies, the session middleware and the identity check. */
export interface AuthContext {
  deps: AuthRouteDeps;
  session: Middleware;
  identify(ctx: Context): Identity;
  /** Store work for a request: a store down or hung becomes 503 with the sign-in message (kit's storeCalls). */
  storeCall: <T>(work: () => Promise<T>) => Promise<T>;
}
