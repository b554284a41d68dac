import { queryOptions } from '@tanstack/react-query';
import type { SessionResponse } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';
import { loadEndpoints } from './endpoints';

/**
 * `authEndpoints.session` (spec §7): any failure means not signed in, so this query never fails. Shared by
 * every feature that behaves differently for the administrator.
 */
export const adminSessionQuery = () =>
  queryOptions({
    queryKey: ['admin', 'session'],
    queryFn: async (): Promise<SessionResponse> => {
      try {
        const { session } = await loadEndpoints();
        return await callEndpoint(session, {}, { credentials: 'include' });
      } catch {
        return { authenticated: false };
      }
    },
  });
