import { useTranslation } from 'react-i18next';
import { SeoManagementPage } from '@/features/admin-seo-management/components/seo-management-page';
import { ScreenHeader } from './screen-header';

/** `/admin/seo-management`: redirects, robots.txt, the sitemap, the audit and the addresses not found. */
export default function SeoManagementScreen() {
  const { t } = useTranslation('admin-seo-management');
  return (
    <>
      <ScreenHeader title={t('screen.title')} pageTitle={t('meta.title')} intro={t('screen.intro')} />
      <SeoManagementPage />
    </>
  );
}
