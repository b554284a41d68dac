import type { LogoutResponse } from '@portfolio/contracts';
import { adminApiPaths } from '@/config/admin-paths';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/admin/logout` (spec §7); the caller treats the session as ended whatever happens. */
export const logout = () =>
  apiRequest<LogoutResponse>(adminApiPaths.logout, { method: 'POST', credentials: 'include' }).then(() => undefined);
