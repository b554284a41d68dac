import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, use, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { LoadingScreen } from '@/components/loading-screen';
import { reportRouteError } from '@/lib/error-logger';
import { i18nStarted } from '@/lib/i18n';
import { RenderErrorBoundary } from './errors/render-error-boundary';
import { router } from './router';

/** i18next (with the layout's texts) and react-query's client, both fetched beside the entry, have arrived. */
function Started({ client, children }: { client: Promise<QueryClient>; children: ReactNode }) {
  use(i18nStarted);
  return <QueryClientProvider client={use(client)}>{children}</QueryClientProvider>;
}

export function App({ queryClient }: { queryClient: Promise<QueryClient> }) {
  return (
    <RenderErrorBoundary>
      {/* Shown while i18next, the active language's texts and react-query's client arrive. */}
      <Suspense fallback={<LoadingScreen />}>
        <Started client={queryClient}>
          <RouterProvider
            router={router}
            // Render errors reach the logger through the root's onCaughtError; this is for route errors only.
            onError={(error, info) => {
              if (!info.errorInfo) reportRouteError(error);
            }}
          />
        </Started>
      </Suspense>
    </RenderErrorBoundary>
  );
}
