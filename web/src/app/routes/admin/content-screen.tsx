import { useTranslation } from 'react-i18next';
import { ContentPage } from '@/features/admin-content/components/content-page';
import { HomeSections } from '@/features/home/components/home-sections';
import { ScreenHeader } from './screen-header';

/**
 * `/admin/content`: the home page's texts and documents per language. Its preview is the public page's own
 * sections, which the route hands to the screen (features do not import each other).
 */
export default function ContentScreen() {
  const { t } = useTranslation('admin-content');
  return (
    <>
      <ScreenHeader title={t('screen.title')} pageTitle={t('meta.title')} intro={t('screen.intro')} />
      <ContentPage renderPreview={(content, lang) => <HomeSections content={content} pageLanguage={lang} />} />
    </>
  );
}
