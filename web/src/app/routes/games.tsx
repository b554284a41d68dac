import { useTranslation } from 'react-i18next';
import { DocumentHead } from '@/components/document-head';
import { GamesPage } from '@/features/games/components/games-page';

export function Component() {
  const { t } = useTranslation('games');
  return (
    <>
      <DocumentHead title={t('meta.gamesTitle')} description={t('meta.gamesDescription')} />
      <GamesPage />
    </>
  );
}
