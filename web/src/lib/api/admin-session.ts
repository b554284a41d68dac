import { queryOptions } from '@tanstack/react-query';
import type { SessionResponse } from '@portfolio/contracts';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api-client';

/**
 * `GET /api/admin/session` (spec §7): any failure means not signed in, so this query never fails. Shared by
 * every feature that behaves differently for the administrator.
 */
export const adminSessionQuery = () =>
  queryOptions({
    queryKey: ['admin', 'session'],
    queryFn: async (): Promise<SessionResponse> => {
      try {
        const body = await apiRequest<SessionResponse>(apiPaths.adminSession, { credentials: 'include' });
        return { authenticated: body?.authenticated === true, email: body?.email };
      } catch {
        return { authenticated: false };
      }
    },
  });
