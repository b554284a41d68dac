import { accountLimits, secondFactorCode, type LoginRequest } from '@portfolio/contracts';
import { ApiError } from '@/lib/api-client';
import { normalizeCode } from '@/lib/second-factor-code';
import { isAdminEmail } from './email-pattern';
import type { AdminSessionStore } from './session-store';

export type LoginOutcome =
  | { kind: 'success' }
  /** The password was right; two-factor sign-in is on: the second step comes next, with this challenge. */
  | { kind: 'second-factor'; challenge: string }
  /** Wrong email or password, or an email the pattern refuses (then no call was made). */
  | { kind: 'refused' }
  | { kind: 'throttled'; retryAfterSeconds?: number }
  /** Anything else: network, server error. */
  | { kind: 'error' };

type Failure = { kind: 'refused' } | { kind: 'throttled'; retryAfterSeconds?: number } | { kind: 'error' };

/** What a failed step of the sign-in means, whichever step it was. */
function failureOf(error: unknown): Failure {
  if (!(error instanceof ApiError)) return { kind: 'error' };
  if (error.status === 429) return { kind: 'throttled', retryAfterSeconds: error.retryAfterSeconds };
  if (error.status === 400 || error.status === 401) return { kind: 'refused' };
  return { kind: 'error' };
}

/** The login form's submission (spec §4, §5), apart from what it shows. */
export async function attemptLogin(store: AdminSessionStore, credentials: LoginRequest): Promise<LoginOutcome> {
  if (!isAdminEmail(credentials.email)) return { kind: 'refused' };
  try {
    const next = await store.login(credentials);
    return next ? { kind: 'second-factor', challenge: next.challenge } : { kind: 'success' };
  } catch (error) {
    return failureOf(error);
  }
}

export type SecondFactorOutcome =
  | { kind: 'success' }
  /** Not a code's shape (six digits, or a recovery code): refused without a call, shown on the field. */
  | { kind: 'malformed' }
  /** Wrong, already used, or too old for the clock's window. */
  | { kind: 'wrong-code' }
  /** The challenge outlived its five minutes: the sign-in starts again from the password. */
  | { kind: 'expired' }
  | { kind: 'throttled'; retryAfterSeconds?: number }
  | { kind: 'error' };

export interface SecondStep {
  email: string;
  challenge: string;
  /** When the first step answered (ms since the epoch), to tell an expired challenge from a wrong code. */
  receivedAt: number;
}

/** The second step's submission: the code checked for shape first, then sent with the first step's challenge. */
export async function attemptSecondFactor(
  store: AdminSessionStore,
  step: SecondStep,
  typed: string,
  trustDevice: boolean,
  now: () => number = Date.now,
): Promise<SecondFactorOutcome> {
  const code = normalizeCode(typed);
  if (!secondFactorCode.safeParse(code).success) return { kind: 'malformed' };
  try {
    await store.secondFactor(step.email, { challenge: step.challenge, code, trustDevice });
    return { kind: 'success' };
  } catch (error) {
    // The server answers the same refusal for an old challenge and a wrong code: the age tells them apart.
    const failure = failureOf(error);
    if (failure.kind !== 'refused') return failure;
    return now() - step.receivedAt >= accountLimits.challengeValidityMs ? { kind: 'expired' } : { kind: 'wrong-code' };
  }
}
