import type { Middleware } from 'koa';
import { authEndpoints } from '@portfolio/contracts';
import { clientIp, HttpError, requestLogger, route, type Logger, type RouteDefinition } from '@portfolio/kit';
import type { SignInAudit, SignInEvent, SignInOutcome } from '../audit.ts';
import { credentialFingerprint } from '../credentials/credentials.ts';
import { decoyHashFor } from '../credentials/decoy.ts';
import { verifyPassword } from '../credentials/password-hash.ts';
import type { SessionRecord } from '../stores/ports.ts';
import type { Attempt } from '../throttle.ts';
import type { AuthContext } from './auth-context.ts';

/**
 * Wrong email and wrong password take the same path: one Argon2id verification (against a decoy hash when the
 * email is wrong) and the same 401 body, so neither the answer nor its timing tells which was wrong. The throttle
 * (see loginThrottle) runs first; a successful sign-in also (re)issues the browser's known-device cookie.
 */
export function loginRoute({ deps, session, storeCall }: AuthContext): RouteDefinition {
  const { trust, credentials, throttle, devices } = deps;
  return route(
    authEndpoints.login,
    async (ctx, { body }) => {
      const current = credentials();
      const emailMatches = body.email.toLowerCase() === current.email.toLowerCase();
      const attempt: Attempt = {
        address: clientIp(ctx.req, trust),
        account: emailMatches ? current.email : undefined,
        device: emailMatches ? devices.read(ctx, current.email) : undefined,
      };
      ctx.state.signIn = { address: attempt.address, email: body.email, knownDevice: attempt.device !== undefined };
      await storeCall(() => throttle.enter(attempt));
      const hash = emailMatches ? current.passwordHash : await decoyHashFor(current.passwordHash);
      const passwordMatches = await verifyPassword(hash, body.password);
      if (!emailMatches || !passwordMatches) {
        throw new HttpError(401, 'invalid_credentials', 'Email or password is incorrect.');
      }
      await storeCall(async () => {
        await throttle.succeeded(attempt);
        const record: SessionRecord = {
          admin: current.email,
          cred: credentialFingerprint(current),
          createdAt: Date.now(),
        };
        Object.assign(ctx.session!, record);
        // A new id at every login: a session id planted before sign-in is worthless after it.
        await ctx.session!.regenerate();
      });
      devices.issue(ctx, current.email, attempt.device);
      return { success: true } as const;
    },
    { before: [audited(deps.logger, deps.audit), session] },
  );
}

const outcomeOf = (err: unknown): SignInOutcome => {
  const status = err instanceof HttpError ? err.status : 500;
  if (status === 401) return 'invalid_credentials';
  if (status === 429) return 'throttled';
  return status === 503 ? 'unavailable' : 'error';
};

/**
 * One audit line per sign-in attempt, written once the answer is settled (the session written or not). A request
 * refused before it became an attempt (cross-site, not JSON, invalid) names no account and is only in the access log.
 */
function audited(logger: Logger, audit: SignInAudit): Middleware {
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
    record('success');
  };
}
