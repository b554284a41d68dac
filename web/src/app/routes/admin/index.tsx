import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { LoadingScreen } from '@/components/loading-screen';
import { adminPaths } from '@/config/admin-paths';
import { AdminSessionProvider } from '@/features/admin-session/components/admin-session-provider';
import { useAdminSession } from '@/features/admin-session/hooks/use-admin-session';
import { lazyNamespaces } from '@/lib/i18n';
import { adminDictionaries } from '@/locales/admin';
import { Component as NotFound } from '../not-found';
import { AdminLayout } from './admin-layout';
import { LoginScreen } from './login-screen';

lazyNamespaces.admin = adminDictionaries;

// The login screen comes with this chunk; each screen behind it is a chunk of its own.
const screens = {
  [adminPaths.dashboard]: lazy(() => import('./dashboard')),
  [adminPaths.analytics]: lazy(() => import('./analytics')),
  [adminPaths.logs]: lazy(() => import('./logs')),
};

/**
 * Everything under /admin (spec §2): the login screen, and the screens that work behind the session check; any
 * other admin path is not found. The app's router hands the whole area to this chunk, which picks the screen
 * itself: the router's nested-route components would otherwise join every visitor's first download.
 */
export function Component() {
  return (
    // Holds the page while the admin texts arrive, instead of the whole app.
    <Suspense fallback={<LoadingScreen />}>
      <AdminSessionProvider>
        <AdminRoutes />
      </AdminSessionProvider>
    </Suspense>
  );
}

function AdminRoutes() {
  const { t } = useTranslation('admin');
  const { session } = useAdminSession();
  const navigate = useNavigate();
  const path = useLocation().pathname.replace(/(.)\/+$/, '$1');
  const Screen = Object.hasOwn(screens, path) ? screens[path as keyof typeof screens] : undefined;
  const signedIn = session.status === 'authenticated';
  const known = session.status !== 'loading';
  const redirect =
    known && path === adminPaths.login && signedIn
      ? adminPaths.dashboard
      : known && Screen && !signedIn
        ? adminPaths.login
        : undefined;

  useEffect(() => {
    if (redirect) void navigate(redirect, { replace: true });
  }, [navigate, redirect]);

  if (!Screen && path !== adminPaths.login) return <NotFound />;
  if (!known) {
    return (
      <p role="status" className="grid min-h-[60vh] place-items-center text-muted-foreground">
        {t('session.checking')}
      </p>
    );
  }
  if (redirect) return null;
  if (!Screen) return <LoginScreen />;
  return (
    <AdminLayout>
      <Screen />
    </AdminLayout>
  );
}
