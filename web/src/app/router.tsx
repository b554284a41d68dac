import { createBrowserRouter } from 'react-router-dom';
import { LoadingScreen } from '@/components/loading-screen';
import { paths } from '@/config/paths';
import { ContentOutlet } from './layout/content-outlet';
import { RootLayout } from './layout/root-layout';
import { RootError } from './errors/root-error';
import { RouteError } from './errors/route-error';

/**
 * Every page is its own lazy chunk. While one loads on first visit, the layout is already there and the
 * content area shows "Chargement en cours…"; on later navigations the current page stays until the next one
 * is ready. /blog, /test-hybrid-reader and /admin come with their own work: until then they are not found.
 */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RootError />,
    children: [
      {
        element: <ContentOutlet />,
        errorElement: <RouteError />,
        hydrateFallbackElement: <LoadingScreen />,
        children: [
          { path: paths.home, lazy: () => import('./routes/home') },
          { path: paths.games, lazy: () => import('./routes/games') },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
]);
