import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { adminPaths } from '@/config/admin-paths';
import { LoginForm } from '@/features/admin-session/components/login-form';
import { AdminHead } from './admin-head';

/** `/admin` for anyone not signed in (spec §2 "Login screen"). */
export function LoginScreen() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  return (
    <div className="mx-auto grid min-h-[70vh] max-w-md place-content-center px-4 py-16">
      <AdminHead title={t('meta.loginTitle')} />
      <div className="w-full rounded-xl border bg-card p-8 shadow-sm sm:w-md">
        <h1 className="text-2xl font-bold">{t('login.title')}</h1>
        <p className="mt-2 mb-6 text-muted-foreground">{t('login.subtitle')}</p>
        <LoginForm onSignedIn={() => void navigate(adminPaths.dashboard, { replace: true })} />
      </div>
    </div>
  );
}
