import { randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import { accountLimits } from '@portfolio/contracts';
import { credentialFingerprint, type AdminCredentials } from '../credentials/credentials.ts';
import type { AuthContext } from '../routes/auth-context.ts';
import type { Attempt } from '../throttle.ts';
import { trustedDeviceKey } from './second-factor.ts';

/**
 * After a right password: the second step's challenge when two-factor sign-in is on and this browser is not trusted
 * under the current enrolment, else undefined (the session opens now). The challenge is a signed token, not a
 * session: it grants nothing but the right to send a code within five minutes.
 */
export async function secondStepNeeded(
  { deps, storeCall }: AuthContext,
  ctx: Context,
  current: AdminCredentials,
  attempt: Attempt,
): Promise<string | undefined> {
  const enrolment = deps.account.current().totp;
  if (!enrolment) return undefined;
  const device = attempt.device ?? deps.devices.read(ctx, current.email);
  if (device && (await storeCall(() => deps.account.store.has(trustedDeviceKey(enrolment.id, device))))) {
    return undefined;
  }
  return deps.tokens.sign({
    purpose: 'challenge',
    exp: deps.now() + accountLimits.challengeValidityMs,
    cred: credentialFingerprint(current),
    nonce: randomBytes(16).toString('base64url'),
  });
}
