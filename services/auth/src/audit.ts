import { createHmac } from 'node:crypto';
import type { Logger } from '@portfolio/kit';

/**
 * How a sign-in attempt ended: signed in, wrong email or password, made to wait, or the store was away; with
 * two-factor sign-in on, the password step's "a code is required" and the second step's wrong code (#21).
 */
export type SignInOutcome =
  'success' | 'invalid_credentials' | 'code_required' | 'invalid_code' | 'throttled' | 'unavailable' | 'error';

export interface SignInEvent {
  outcome: SignInOutcome;
  /** The client's address as the throttle saw it. */
  address: string;
  /** The email as typed: only its keyed hash is logged. */
  email: string;
  knownDevice: boolean;
}

/**
 * The audit trail of sign-ins: one structured line per attempt. The email is logged as a keyed hash (HMAC-SHA256
 * under a key derived from the oldest session key): the same email gives the same hash for as long as that key is
 * in the list, so a run of attempts on one account shows, but a log reader cannot tell which email was tried, nor
 * test guesses against the hash without the server's key. Adding a new key keeps the hashes; retiring the oldest
 * key changes every emailHash, so lines from before and after that retirement no longer match.
 */
export function signInAudit(sessionKeys: readonly string[]) {
  const key = createHmac('sha256', sessionKeys.at(-1)!).update('portfolio-audit-email').digest();
  const emailHash = (email: string) =>
    createHmac('sha256', key).update(email.trim().toLowerCase()).digest('base64url').slice(0, 22);
  return (logger: Logger, { outcome, address, email, knownDevice }: SignInEvent) => {
    logger.info({ audit: 'sign_in', outcome, address, emailHash: emailHash(email), knownDevice }, 'sign-in attempt');
  };
}
export type SignInAudit = ReturnType<typeof signInAudit>;
