import type { Middleware } from 'koa';
import { authEndpoints } from '@portfolio/contracts';
import { clientIp, HttpError, requestLogger, route, type Logger, type RouteDefinition } from '@portfolio/kit';
import type { SignInAudit, SignInEvent, SignInOutcome } from '../audit.ts';
import { secondStepNeeded } from '../account/challenge.ts';
import { openSession } from '../account/sign-in.ts';
import type { AdminCredentials } from '../credentials/credentials.ts';
import { decoyHashFor } from '../credentials/decoy.ts';
import { verifyPassword } from '../credentials/password-hash.ts';
import type { Attempt } from '../throttle.ts';
import type { AuthContext } from './auth-context.ts';

/**
 * Wrong email and wrong password take the same path: one Argon2id verification (against a decoy hash when the
 * email is wrong) and the same 401 body, so neither the answer nor its timing tells which was wrong. The throttle
 * (see loginThrottle) runs first; a successful sign-in also (re)issues the browser's known-device cookie. With
 * two-factor sign-in on, a browser not trusted gets a challenge for the second step instead, and no session yet.
 */
export function loginRoute(context: AuthContext): RouteDefinition {
  const { deps, session, storeCall } = context;
  const { trust, credentials, throttle, devices } = deps;
  return route(
    authEndpoints.login,
    async (ctx, { body }) => {
      const cached = credentials();
      const matches = (c: AdminCredentials) => body.email.toLowerCase() === c.email.toLowerCase();
      const emailMatches = matches(cached);
      const attempt: Attempt = {
        address: clientIp(ctx.req, trust),
        account: emailMatches ? cached.email : undefined,
        device: emailMatches ? devices.read(ctx, cached.email) : undefined,
      };
      ctx.state.signIn = { address: attempt.address, email: body.email, knownDevice: attempt.device !== undefined };
      await storeCall(() => throttle.enter(attempt));
      // The account screen may have changed the credentials in another process: read them afresh.
      await storeCall(() => deps.account.refresh());
      const current = credentials();
      const hash = matches(current) ? current.passwordHash : await decoyHashFor(current.passwordHash);
      const passwordMatches = await verifyPassword(hash, body.password);
      if (!matches(current) || !passwordMatches) {
        throw new HttpError(401, 'invalid_credentials', 'Email or password is incorrect.');
      }
      const challenge = await secondStepNeeded(context, ctx, current, attempt);
      if (challenge) {
        ctx.state.signInOutcome = 'code_required' satisfies SignInOutcome;
        return { success: false, secondFactor: 'required', challenge } as const;
      }
      await openSession(context, ctx, current, attempt);
      return { success: true } as const;
    },
    { before: [audited(deps.logger, deps.audit), session] },
  );
}

const outcomeOf = (err: unknown): SignInOutcome => {
  if (err instanceof HttpError && err.code === 'invalid_code') return 'invalid_code';
  const status = err instanceof HttpError ? err.status : 500;
  if (status === 401) return 'invalid_credentials';
  if (status === 429) return 'throttled';
  return status === 503 ? 'unavailable' : 'error';
};

/**
 * One audit line per sign-in attempt (either step), written once the answer is settled (the session written or not). A request
 * refused before it became an attempt (cross-site, not JSON, invalid) names no account and is only in the access log.
 */
export function audited(logger: Logger, audit: SignInAudit): Middleware {
  return async (ctx, next) => {
    const record = (outcome: SignInOutcome) => {
      const attempt = ctx.state.signIn as Omit<SignInEvent, 'outcome'> | undefined;
      if (attempt) audit(requestLogger(ctx, logger), { outcome, ...attempt });
    };
    try {
      await next();
    } catch (err) {
      record(outcomeOf(err));
      throw err;
    }
    record((ctx.state.signInOutcome as SignInOutcome | undefined) ?? 'success');
  };
}
