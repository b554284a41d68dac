import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { EmailConfirmation } from '@/features/admin-account/components/email-confirmation';
import { useAdminSession } from '@/features/admin-session/hooks/use-admin-session';
import { panelLinkClass, SignInPanel } from './sign-in-panel';

/** `/admin/confirm-email?token=…`, the link mailed to a new address: makes it the administrator's. */
export function ConfirmEmailScreen() {
  const { t } = useTranslation('admin-account');
  const { store } = useAdminSession();
  const token = useSearchParams()[0].get('token') ?? '';
  // Every session ended with the change, this browser's too: signing in again uses the new address.
  const confirmed = useCallback(() => store.expire(), [store]);
  return (
    <SignInPanel title={t('confirmEmail.title')} pageTitle={t('meta.confirmEmailTitle')}>
      {token ? (
        <EmailConfirmation token={token} onConfirmed={confirmed} />
      ) : (
        <p role="alert">{t('confirmEmail.badLink')}</p>
      )}
      <Link to={paths.admin} className={panelLinkClass}>
        {t('reset.signIn')}
      </Link>
    </SignInPanel>
  );
}
