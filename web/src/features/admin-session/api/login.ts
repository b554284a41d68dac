import type { LoginRequest } from '@portfolio/contracts';
import { adminApiPaths } from '@/config/admin-paths';
import { ApiError, apiRequest } from '@/lib/api-client';

/**
 * `POST /api/admin/login` (spec §7): success when the answer is ok and `success` is not false. Throws the API's
 * error otherwise: 400 malformed email, 401 wrong email or password, 429 with `retryAfterSeconds`.
 */
export async function login(credentials: LoginRequest): Promise<void> {
  const body = await apiRequest<{ success?: boolean } | undefined>(adminApiPaths.login, {
    method: 'POST',
    json: credentials,
    credentials: 'include',
  });
  if (body?.success === false) throw new ApiError('Sign-in refused', 401, 'invalid_credentials');
}
