import { useTranslation } from 'react-i18next';
import { SeoPage } from '@/features/admin-seo/components/seo-page';
import { ScreenHeader } from './screen-header';

/** `/admin/seo`: how search engines and social networks show the site, and the articles lacking SEO fields. */
export default function SeoScreen() {
  const { t } = useTranslation('admin-seo');
  return (
    <>
      <ScreenHeader title={t('screen.title')} pageTitle={t('meta.title')} intro={t('screen.intro')} />
      <SeoPage />
    </>
  );
}
