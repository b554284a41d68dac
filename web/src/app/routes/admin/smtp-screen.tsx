import { useTranslation } from 'react-i18next';
import { SmtpPage } from '@/features/admin-mail/components/smtp-page';
import { ScreenHeader } from './screen-header';

/** `/admin/smtp`: the SMTP settings every mail goes out through. */
export default function SmtpScreen() {
  const { t } = useTranslation('admin-mail');
  return (
    <>
      <ScreenHeader title={t('smtp.title')} pageTitle={t('meta.smtpTitle')} intro={t('smtp.intro')} />
      <SmtpPage />
    </>
  );
}
