import { accountEndpoints, authEndpoints, type LoginRequest, type SecondFactorRequest } from '@portfolio/contracts';
import { ApiError, callEndpoint, ContractError } from '@/lib/api-client';
import type { SecondFactorNeeded } from '../session-store';

const refusal = () => new ApiError('Sign-in refused', 401, 'invalid_credentials');

/**
 * `authEndpoints.login` (spec §7): success when the answer is ok and says `success: true`; with two-factor sign-in
 * on, `success: false` with the second step's challenge. Throws the API's error otherwise: 400 malformed email, 401
 * wrong email or password, 429 with `retryAfterSeconds`; an ok answer that is neither (the spec's bare
 * `success: false`) is a refusal too.
 */
export async function login(credentials: LoginRequest): Promise<SecondFactorNeeded | undefined> {
  try {
    const answer = await callEndpoint(authEndpoints.login, { body: credentials }, { credentials: 'include' });
    return answer.success ? undefined : { challenge: answer.challenge };
  } catch (error) {
    if (error instanceof ContractError) throw refusal();
    throw error;
  }
}

/**
 * `accountEndpoints.loginSecondFactor`: the challenge and a code (from the app or a recovery code), and whether to
 * trust this browser. 401 `invalid_code` for a wrong, reused or expired code or challenge; 429 like the sign-in.
 */
export async function secondFactor(request: SecondFactorRequest): Promise<void> {
  const answer = await callEndpoint(accountEndpoints.loginSecondFactor, { body: request }, { credentials: 'include' });
  // The second step never asks for a third: anything but success is a refusal.
  if (!answer.success) throw new ApiError('Code refused', 401, 'invalid_code');
}
