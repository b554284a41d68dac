import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { logsEndpoints } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';
import { adminSessionQuery } from '@/lib/api/admin-session';
import { fakeServer, json } from '@/test/fake-server';
import { useAdminSession } from '../hooks/use-admin-session';
import { AdminSessionProvider } from './admin-session-provider';

function setup(routes: Parameters<typeof fakeServer>[0]) {
  const server = fakeServer(routes);
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <AdminSessionProvider>{children}</AdminSessionProvider>
    </QueryClientProvider>
  );
  return { server, queryClient, wrapper };
}

const signedIn = { 'GET /api/admin/session': () => json(200, { authenticated: true, email: 'me@example.com' }) };

describe('admin session provider', () => {
  it('checks the session once, and shares the answer with the rest of the app', async () => {
    const { server, queryClient, wrapper } = setup(signedIn);
    const { result } = renderHook(() => useAdminSession().session, { wrapper });
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current).toEqual({ status: 'authenticated', email: 'me@example.com' }));
    expect(server.called('GET', '/api/admin/session')).toHaveLength(1);
    expect(queryClient.getQueryData(adminSessionQuery().queryKey)).toEqual({
      authenticated: true,
      email: 'me@example.com',
    });
  });

  it('ends the session at the first 401 of an admin call, without retrying it, and drops admin data', async () => {
    const { server, queryClient, wrapper } = setup({
      ...signedIn,
      'GET /api/admin/logs': () => json(401, { code: 'unauthorized', message: 'Sign in first.' }),
    });
    queryClient.setQueryData(['admin', 'stats', 'default', 'default'], { cached: true });
    const { result } = renderHook(
      () => {
        const { session } = useAdminSession();
        useQuery({
          queryKey: ['admin', 'logs', 'list'],
          queryFn: () => callEndpoint(logsEndpoints.issues, { query: {} }),
          enabled: session.status === 'authenticated',
        });
        return session;
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current).toEqual({ status: 'anonymous' }));
    expect(server.called('GET', '/api/admin/logs')).toHaveLength(1);
    expect(queryClient.getQueryData(['admin', 'stats', 'default', 'default'])).toBeUndefined();
    expect(queryClient.getQueryData(adminSessionQuery().queryKey)).toEqual({ authenticated: false });
  });

  it('signs out on the page even when the server cannot be reached', async () => {
    const { wrapper } = setup({
      ...signedIn,
      'POST /api/admin/logout': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { result } = renderHook(() => useAdminSession(), { wrapper });
    await waitFor(() => expect(result.current.session.status).toBe('authenticated'));
    await result.current.store.logout();
    await waitFor(() => expect(result.current.session).toEqual({ status: 'anonymous' }));
  });
});
