import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { RouterProvider } from 'react-router-dom';
import { LoadingScreen } from '@/components/loading-screen';
import { reportRouteError } from '@/lib/error-logger';
import { RenderErrorBoundary } from './errors/render-error-boundary';
import { router } from './router';

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <RenderErrorBoundary>
      <QueryClientProvider client={queryClient}>
        {/* Shown while the active language's texts arrive. */}
        <Suspense fallback={<LoadingScreen />}>
          <RouterProvider
            router={router}
            // Render errors reach the logger through the root's onCaughtError; this is for route errors only.
            onError={(error, info) => {
              if (!info.errorInfo) reportRouteError(error);
            }}
          />
        </Suspense>
      </QueryClientProvider>
    </RenderErrorBoundary>
  );
}
