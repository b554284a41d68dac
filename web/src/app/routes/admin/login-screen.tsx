import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { LoginForm } from '@/features/admin-session/components/login-form';
import { SecondFactorForm } from '@/features/admin-session/components/second-factor-form';
import { useAdminSession } from '@/features/admin-session/hooks/use-admin-session';
import type { SecondStep } from '@/features/admin-session/login-attempt';
import { AdminHead } from './admin-head';
import { SessionChecking } from './session-checking';
import { Redirect } from './redirect';

/**
 * `/admin` (spec §2 "Login screen"): the sign-in form, then the code when two-factor sign-in is on, or on to the
 * dashboard for someone signed in already. The forgotten password's page is a link away.
 */
export function LoginScreen() {
  const { t } = useTranslation('admin');
  const { t: account } = useTranslation('admin-account');
  const navigate = useNavigate();
  const { session } = useAdminSession();
  const [step, setStep] = useState<SecondStep>();
  if (session.status === 'loading') return <SessionChecking />;
  if (session.status === 'authenticated') return <Redirect to={paths.adminDashboard} />;
  const signedIn = () => void navigate(paths.adminDashboard, { replace: true });
  return (
    <div className="mx-auto grid min-h-[70vh] max-w-md place-content-center px-4 py-16">
      <AdminHead title={t('meta.loginTitle')} />
      <div className="w-full rounded-xl border bg-card p-8 shadow-sm sm:w-md">
        {step ? (
          <>
            <h1 className="mb-4 text-2xl font-bold">{account('secondStep.title')}</h1>
            <SecondFactorForm step={step} onSignedIn={signedIn} onRestart={() => setStep(undefined)} />
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold">{t('login.title')}</h1>
            <p className="mt-2 mb-6 text-muted-foreground">{t('login.subtitle')}</p>
            <LoginForm onSignedIn={signedIn} onSecondFactor={setStep} />
            <p className="mt-4 text-center text-sm">
              <Link to={paths.adminForgotPassword} className="underline underline-offset-4">
                {account('forgot.link')}
              </Link>
            </p>
          </>
        )}
      </div>
    </div>
  );
}
