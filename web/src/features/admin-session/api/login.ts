import { authEndpoints, type LoginRequest } from '@portfolio/contracts';
import { ApiError, callEndpoint, ContractError } from '@/lib/api-client';

/**
 * `authEndpoints.login` (spec §7): success when the answer is ok and says `success: true`. Throws the API's
 * error otherwise: 400 malformed email, 401 wrong email or password, 429 with `retryAfterSeconds`; an ok answer
 * whose `success` is anything else (the spec's `success: false`) is a refusal too.
 */
export async function login(credentials: LoginRequest): Promise<void> {
  try {
    await callEndpoint(authEndpoints.login, { body: credentials }, { credentials: 'include' });
  } catch (error) {
    if (error instanceof ContractError && error.issues.includes('success')) {
      throw new ApiError('Sign-in refused', 401, 'invalid_credentials');
    }
    throw error;
  }
}
