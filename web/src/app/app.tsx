import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, use, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { LoadingScreen } from '@/components/loading-screen';
import { reportRouteError } from '@/lib/error-logger';
import { RenderErrorBoundary } from './errors/render-error-boundary';
import { router } from './router';

function QueryClientArrived({ client, children }: { client: Promise<QueryClient>; children: ReactNode }) {
  return <QueryClientProvider client={use(client)}>{children}</QueryClientProvider>;
}

export function App({ queryClient }: { queryClient: Promise<QueryClient> }) {
  return (
    <RenderErrorBoundary>
      {/* Shown while the active language's texts and react-query's client arrive. */}
      <Suspense fallback={<LoadingScreen />}>
        <QueryClientArrived client={queryClient}>
          <RouterProvider
            router={router}
            // Render errors reach the logger through the root's onCaughtError; this is for route errors only.
            onError={(error, info) => {
              if (!info.errorInfo) reportRouteError(error);
            }}
          />
        </QueryClientArrived>
      </Suspense>
    </RenderErrorBoundary>
  );
}
