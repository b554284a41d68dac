import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DocumentHead } from '@/components/document-head';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Every path without a screen of its own, including the ones whose screens come with later work. */
export function Component() {
  const { t } = useTranslation('not-found');
  return (
    <div className="mx-auto grid min-h-[60vh] max-w-2xl place-content-center gap-6 px-4 py-16 text-center">
      {/* Search engines must not index an address that has no page: noindex, and no address of its own. */}
      <DocumentHead title={t('meta.notFoundTitle')} description={t('meta.notFoundDescription')} noindex />
      <p className="text-6xl font-extrabold text-primary" aria-hidden>
        404
      </p>
      <h1 className="text-3xl font-bold">{t('notFound.title')}</h1>
      <p className="text-muted-foreground">{t('notFound.message')}</p>
      <div>
        <Button asChild>
          <Link to={paths.home}>{t('notFound.home')}</Link>
        </Button>
      </div>
    </div>
  );
}
