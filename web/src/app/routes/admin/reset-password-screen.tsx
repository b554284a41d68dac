import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ResetPasswordForm, type ResetOutcome } from '@/features/admin-account/components/reset-password-form';
import { useAdminSession } from '@/features/admin-session/hooks/use-admin-session';
import { panelLinkClass, SignInPanel } from './sign-in-panel';

/** `/admin/reset-password?token=…`, the reset mail's link: a new password, after which every session has ended. */
export function ResetPasswordScreen() {
  const { t } = useTranslation('admin-account');
  const { store } = useAdminSession();
  const token = useSearchParams()[0].get('token') ?? '';
  const [outcome, setOutcome] = useState<ResetOutcome | undefined>(token ? undefined : 'bad-link');

  const settle = (next: ResetOutcome) => {
    // This browser's session, if it had one, ended with the others.
    if (next === 'done') store.expire();
    setOutcome(next);
  };

  return (
    <SignInPanel
      title={t('reset.title')}
      pageTitle={t('meta.resetTitle')}
      intro={outcome ? undefined : t('reset.intro')}
    >
      {outcome === undefined && <ResetPasswordForm token={token} onOutcome={settle} />}
      {outcome === 'done' && <p role="status">{t('reset.done')}</p>}
      {outcome === 'bad-link' && <p role="alert">{t('reset.badLink')}</p>}
      <Link to={outcome === 'bad-link' ? paths.adminForgotPassword : paths.admin} className={panelLinkClass}>
        {outcome === 'bad-link' ? t('reset.requestAgain') : t('reset.signIn')}
      </Link>
    </SignInPanel>
  );
}
