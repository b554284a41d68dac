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
 * is ready. /blog and /test-hybrid-reader come with their own work: until then they are not found. The admin area
 * is one lazy chunk with routes of its own, so that the first download knows nothing of it but this line.
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
          { path: `${paths.admin}/*`, lazy: () => import('./routes/admin') },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
]);
