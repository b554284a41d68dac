import { useTranslation } from 'react-i18next';
import { MediaPage } from '@/features/admin-media/components/media-page';
import { ScreenHeader } from './screen-header';

/** `/admin/images`: the media library. */
export default function ImagesScreen() {
  const { t } = useTranslation('admin-media');
  return (
    <>
      <ScreenHeader title={t('images.title')} pageTitle={t('meta.imagesTitle')} intro={t('images.intro')} />
      <MediaPage />
    </>
  );
}
