import { useTranslation } from 'react-i18next';
import { AccountPage } from '@/features/admin-account/components/account-page';
import { useAdminSession } from '@/features/admin-session/hooks/use-admin-session';
import { ScreenHeader } from './screen-header';

/** `/admin/account`: how the administrator signs in, and where they are signed in. */
export default function AccountScreen() {
  const { t } = useTranslation('admin-account');
  const { session } = useAdminSession();
  return (
    <>
      <ScreenHeader title={t('screen.title')} pageTitle={t('meta.title')} intro={t('screen.intro')} />
      <AccountPage email={session.status === 'authenticated' ? session.email : undefined} />
    </>
  );
}
