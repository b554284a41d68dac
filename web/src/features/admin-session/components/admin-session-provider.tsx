import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { queryDefaults } from '@/config/constants';
import { ApiError } from '@/lib/api-client';
import { adminSessionQuery } from '@/lib/api/admin-session';
import { login, secondFactor } from '../api/login';
import { logout } from '../api/logout';
import { AdminSessionContext } from '../hooks/use-admin-session';
import { createAdminSessionStore } from '../session-store';

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * Gives the admin area its session store, wired to react-query: admin data lives under the `admin` key, is
 * dropped when the session ends, and a 401 from any admin call ends the session (spec §2: back to /admin).
 */
export function AdminSessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [store] = useState(() =>
    createAdminSessionStore({ check: () => queryClient.fetchQuery(adminSessionQuery()), login, secondFactor, logout }),
  );

  useEffect(() => {
    // A refused call is not worth retrying: the session has to be opened again first. Other failures keep
    // react-query's default retries.
    queryClient.setQueryDefaults(['admin'], {
      retry: (failures, error) => !isUnauthorized(error) && failures < queryDefaults.retries,
    });
    const onEvent = (event: { type: string; action?: { type: string; error?: unknown } }) => {
      if (event.type === 'updated' && event.action?.type === 'error' && isUnauthorized(event.action.error)) {
        store.expire();
      }
    };
    const unsubscribers = [
      queryClient.getQueryCache().subscribe(onEvent),
      queryClient.getMutationCache().subscribe(onEvent),
      store.subscribe(() => {
        const session = store.getSnapshot();
        if (session.status === 'loading') return;
        if (session.status === 'anonymous') queryClient.removeQueries({ queryKey: ['admin'] });
        queryClient.setQueryData(adminSessionQuery().queryKey, {
          authenticated: session.status === 'authenticated',
          email: session.status === 'authenticated' ? session.email : undefined,
        });
      }),
    ];
    void store.check();
    return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
  }, [queryClient, store]);

  return <AdminSessionContext value={store}>{children}</AdminSessionContext>;
}
