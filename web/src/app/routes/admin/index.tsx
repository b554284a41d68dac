import { Suspense } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { LoadingScreen } from '@/components/loading-screen';
import { paths } from '@/config/paths';
import { AdminSessionProvider } from '@/features/admin-session/components/admin-session-provider';
import { registerTexts } from '@/lib/i18n';
import { adminTexts } from '@/locales/admin-texts';
import { adminScreens } from './admin-screens';
import { ConfirmEmailScreen } from './confirm-email-screen';
import { ForgotPasswordScreen } from './forgot-password-screen';
import { LoginScreen } from './login-screen';
import { ResetPasswordScreen } from './reset-password-screen';
import { ScreenError } from './screen-error';
import { screenRoutes } from './screen-routes';
import { SignedInLayout } from './signed-in-layout';

registerTexts(adminTexts);

/** The session and the admin texts, for every admin address. */
function AdminArea() {
  return (
    // Holds the page while the admin texts arrive, instead of the whole app.
    <Suspense fallback={<LoadingScreen />}>
      <AdminSessionProvider>
        <Outlet />
      </AdminSessionProvider>
    </Suspense>
  );
}

/**
 * Everything under /admin (spec §2), handed to the app's router when an admin address is first visited (see
 * `router.tsx`): the login screen at /admin and the pages reached signed out, and the screens behind the session check, inside their layout. Any
 * other admin address matches none of these and gets the app's not-found page.
 */
export const adminRoute: RouteObject = {
  id: 'admin',
  path: paths.admin,
  caseSensitive: true,
  Component: AdminArea,
  children: [
    { index: true, Component: LoginScreen, errorElement: <ScreenError /> },
    // Reached signed out: the forgotten password, and the pages the account mails' links open.
    { path: paths.adminForgotPassword, Component: ForgotPasswordScreen, errorElement: <ScreenError /> },
    { path: paths.adminResetPassword, Component: ResetPasswordScreen, errorElement: <ScreenError /> },
    { path: paths.adminConfirmEmail, Component: ConfirmEmailScreen, errorElement: <ScreenError /> },
    { Component: SignedInLayout, children: screenRoutes(adminScreens) },
  ],
};
