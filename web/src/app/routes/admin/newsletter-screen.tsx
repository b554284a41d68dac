import { useTranslation } from 'react-i18next';
import { NewsletterPage } from '@/features/admin-mail/components/newsletter-page';
import { ScreenHeader } from './screen-header';

/** `/admin/newsletter`: the subscribers and the weekly newsletter. */
export default function NewsletterScreen() {
  const { t } = useTranslation('admin-mail');
  return (
    <>
      <ScreenHeader title={t('newsletter.title')} pageTitle={t('meta.newsletterTitle')} intro={t('newsletter.intro')} />
      <NewsletterPage />
    </>
  );
}
