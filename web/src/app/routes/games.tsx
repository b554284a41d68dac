import { useTranslation } from 'react-i18next';
import { PageSeoHead } from '@/components/page-seo/page-seo-head';
import { GamesPage } from '@/features/games/components/games-page';

export function Component() {
  const { t } = useTranslation('games');
  return (
    <>
      <PageSeoHead page="games" title={t('meta.gamesTitle')} description={t('meta.gamesDescription')} />
      <GamesPage />
    </>
  );
}
