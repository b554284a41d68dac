import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { ScreenHeader } from './screen-header';

/** `/admin/inbox` and below: the inbox's heading, above the list of messages or one message. */
export default function InboxScreen() {
  const { t } = useTranslation('admin-mail');
  return (
    <>
      <ScreenHeader title={t('inbox.title')} pageTitle={t('meta.inboxTitle')} intro={t('inbox.intro')} />
      <Outlet />
    </>
  );
}
