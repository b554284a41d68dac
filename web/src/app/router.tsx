import { createBrowserRouter } from 'react-router-dom';
import { LoadingScreen } from '@/components/loading-screen';
import { paths } from '@/config/paths';
import { loadNamespaces, withTexts } from '@/lib/i18n';
import { ContentOutlet } from './layout/content-outlet';
import { RootLayout } from './layout/root-layout';
import { RootError } from './errors/root-error';
import { RouteError } from './errors/route-error';
import { blogArticleTexts, blogTexts, homeTexts } from './first-visit';

/** Addresses of the admin area: /admin and everything below it. */
const inAdminArea = (path: string) => path === paths.admin || path.startsWith(`${paths.admin}/`);

/**
 * Every page is its own lazy chunk. While one loads on first visit, the layout is already there and the
 * content area shows "Chargement en cours…"; on later navigations the current page stays until the next one
 * is ready.
 *
 * The admin area is not listed here at all, so that the first download knows nothing of it but the few lines
 * below: the first time an admin address is visited, the router asks `patchRoutesOnNavigation`, which fetches
 * the admin chunk and adds its routes (nested layouts, parameters, an error boundary per screen) under the
 * content route. An admin address none of them matches falls through to the not-found page.
 */
export const router = createBrowserRouter(
  [
    {
      element: <RootLayout />,
      errorElement: <RootError />,
      children: [
        {
          id: 'content',
          element: <ContentOutlet />,
          errorElement: <RouteError />,
          // On a first visit the layout may be ready before the page: the footer then waits below the fold, so that
          // the page arriving does not push it down in view (a layout shift).
          hydrateFallbackElement: (
            <div className="min-h-screen">
              <LoadingScreen />
            </div>
          ),
          children: [
            { path: paths.home, lazy: withTexts([...homeTexts], () => import('./routes/home')) },
            { path: paths.games, lazy: withTexts(['games'], () => import('./routes/games')) },
            { path: paths.blog, lazy: withTexts([...blogTexts], () => import('./routes/blog')) },
            {
              path: paths.blogArticle.pattern,
              lazy: withTexts([...blogArticleTexts], () => import('./routes/blog-article')),
            },
            // One small module for both, which loads each page's code and texts: see routes/newsletter.ts.
            { path: paths.newsletterConfirm, lazy: () => import('./routes/newsletter').then((r) => r.confirmRoute()) },
            {
              path: paths.newsletterUnsubscribe,
              lazy: () => import('./routes/newsletter').then((r) => r.unsubscribeRoute()),
            },
            // Its module loads the reader's texts beside the page: see routes/test-hybrid-reader.ts.
            {
              path: paths.testHybridReader,
              lazy: () => import('./routes/test-hybrid-reader').then((r) => r.testHybridReaderRoute()),
            },
            { path: '*', lazy: withTexts(['not-found'], () => import('./routes/not-found')) },
          ],
        },
      ],
    },
  ],
  {
    async patchRoutesOnNavigation({ path, patch }) {
      if (!inAdminArea(path)) return;
      const { adminRoute } = await import('./routes/admin');
      // The admin frame's texts (that chunk has just registered their files), before its first screen renders.
      await loadNamespaces(['admin']).catch(() => undefined);
      // The route has an id: patching again (a first navigation that was interrupted, say) changes nothing.
      patch('content', [adminRoute]);
    },
  },
);
