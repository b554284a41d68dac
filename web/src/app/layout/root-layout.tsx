import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { fixedTexts } from '@/config/fixed-texts';
import { toastersWanted } from '@/lib/toasters-wanted';
import { firstPageIdle } from '../first-page';
import { Footer } from './footer';
import { Header } from './header';

// Nothing here is needed for the first paint (at the top of the page there is no progress to show and nothing to
// scroll back to): their code arrives when the browser is idle after the first page, and the toasters' with the
// first notification.
const Toasters = lazy(() => import('./toasters'));
const ScrollAids = lazy(() => import('./scroll-aids'));
const AnalyticsRuntime = lazy(() => import('@/features/analytics/components/analytics-runtime'));

/** Where the visit began, read before any navigation can change it. */
const landing = { pathname: window.location.pathname, search: window.location.search };

export function RootLayout() {
  const { t } = useTranslation();
  const [idle, setIdle] = useState(false);
  const toasts = useSyncExternalStore(toastersWanted.subscribe, toastersWanted.get);
  useEffect(() => {
    void firstPageIdle.then(() => setIdle(true));
  }, []);
  // While the next page's code arrives, the current page stays and says the next one is on its way.
  const loading = useNavigation().state === 'loading';

  return (
    <>
      <a
        id="skip-link"
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {t('a11y.skipToContent')}
      </a>
      <Header />
      {loading && (
        <p
          role="status"
          lang={fixedTexts.language}
          className="fixed start-1/2 top-20 z-50 -translate-x-1/2 rounded-full bg-primary px-4 py-1 text-sm text-primary-foreground shadow rtl:translate-x-1/2"
        >
          {fixedTexts.loading}
        </p>
      )}
      <main id="main" tabIndex={-1} className="min-h-[70vh] outline-none">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
      {idle && (
        <Suspense fallback={null}>
          <ScrollAids scrollToTopLabel={t('a11y.scrollToTop')} />
          <AnalyticsRuntime landing={landing} />
        </Suspense>
      )}
      {toasts && (
        <Suspense fallback={null}>
          <Toasters />
        </Suspense>
      )}
    </>
  );
}
