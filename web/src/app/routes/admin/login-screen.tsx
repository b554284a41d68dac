import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { LoginForm } from '@/features/admin-session/components/login-form';
import { useAdminSession } from '@/features/admin-session/hooks/use-admin-session';
import { AdminHead } from './admin-head';
import { SessionChecking } from './session-checking';
import { Redirect } from './redirect';

/** `/admin` (spec §2 "Login screen"): the sign-in form, or on to the dashboard for someone signed in already. */
export function LoginScreen() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const { session } = useAdminSession();
  if (session.status === 'loading') return <SessionChecking />;
  if (session.status === 'authenticated') return <Redirect to={paths.adminDashboard} />;
  return (
    <div className="mx-auto grid min-h-[70vh] max-w-md place-content-center px-4 py-16">
      <AdminHead title={t('meta.loginTitle')} />
      <div className="w-full rounded-xl border bg-card p-8 shadow-sm sm:w-md">
        <h1 className="text-2xl font-bold">{t('login.title')}</h1>
        <p className="mt-2 mb-6 text-muted-foreground">{t('login.subtitle')}</p>
        <LoginForm onSignedIn={() => void navigate(paths.adminDashboard, { replace: true })} />
      </div>
    </div>
  );
}
