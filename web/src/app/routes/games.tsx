import { useTranslation } from 'react-i18next';
import { DocumentHead } from '@/components/document-head';

export function Component() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-16">
      <DocumentHead title={t('meta.gamesTitle')} description={t('meta.gamesDescription')} />
      <h1 className="text-4xl font-bold">{t('games.title')}</h1>
    </div>
  );
}
