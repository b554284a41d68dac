import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ForgotPasswordForm } from '@/features/admin-account/components/forgot-password-form';
import { panelLinkClass, SignInPanel } from './sign-in-panel';

/** `/admin/forgot-password`: asks for a reset link by email, signed in or not. */
export function ForgotPasswordScreen() {
  const { t } = useTranslation('admin-account');
  return (
    <SignInPanel title={t('forgot.title')} pageTitle={t('meta.forgotTitle')} intro={t('forgot.intro')}>
      <ForgotPasswordForm />
      <Link to={paths.admin} className={panelLinkClass}>
        {t('forgot.back')}
      </Link>
    </SignInPanel>
  );
}
