import { accountEndpoints, accountLimits } from '@portfolio/contracts';
import { clientIp, HttpError, route, type RouteDefinition } from '@portfolio/kit';
import { credentialFingerprint } from '../credentials/credentials.ts';
import type { AuthContext } from '../routes/auth-context.ts';
import { audited } from '../routes/login.ts';
import type { Attempt } from '../throttle.ts';
import { checkSecondFactor, trustedDeviceKey } from './second-factor.ts';
import { openSession } from './sign-in.ts';

const refused = (message: string) => new HttpError(401, 'invalid_code', message);

/**
 * The sign-in's second step: the challenge the password step gave (signed, five minutes, for the credentials it
 * was given under) and a TOTP or recovery code, counted by the sign-in throttle like a password. The challenge works
 * once. "Trust this browser" marks its known-device cookie for 30 days under this enrolment.
 */
export function secondFactorRoute(context: AuthContext): RouteDefinition {
  const { deps, session, storeCall } = context;
  return route(
    accountEndpoints.loginSecondFactor,
    async (ctx, { body }) => {
      await storeCall(() => deps.account.refresh());
      const current = deps.credentials();
      const attempt: Attempt = {
        address: clientIp(ctx.req, deps.trust),
        account: current.email,
        device: deps.devices.read(ctx, current.email),
      };
      ctx.state.signIn = { address: attempt.address, email: current.email, knownDevice: attempt.device !== undefined };
      await storeCall(() => deps.throttle.enter(attempt));
      const claims = deps.tokens.verify(body.challenge, 'challenge', deps.now());
      if (!claims || claims.cred !== credentialFingerprint(current)) {
        throw refused('The sign-in took too long or is no longer valid. Sign in again.');
      }
      if (!(await storeCall(() => checkSecondFactor(deps.secondFactor, body.code)))) {
        throw refused('The code is incorrect or was already used.');
      }
      const first = await storeCall(() =>
        deps.account.store.claim(`challenge:${claims.nonce}`, accountLimits.challengeValidityMs),
      );
      if (!first) throw refused('The sign-in took too long or is no longer valid. Sign in again.');
      const device = await openSession(context, ctx, current, attempt);
      const enrolment = deps.account.current().totp;
      if (body.trustDevice && enrolment) {
        await storeCall(() =>
          deps.account.store.claim(trustedDeviceKey(enrolment.id, device), accountLimits.trustedDeviceMs),
        );
      }
      return { success: true } as const;
    },
    { before: [audited(deps.logger, deps.audit), session] },
  );
}
