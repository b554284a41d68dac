import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '@portfolio/contracts';
import { LoadingScreen } from '@/components/loading-screen';
import { Button } from '@/components/ui/button';
import { siteContentQuery } from '../api/site-content-query';
import { HomeSections } from './home-sections';

/**
 * The home page's sections from the published content in the reader's language, then `children` (the rest of the
 * page). A first visit renders them from the answer written into the page; a visitor who comes from another page,
 * or reads another language than the page was written in, waits for the API, and is offered to try again if it
 * fails. The rest of the page waits with the sections: below a short loading line it would seem near, and load
 * what it loads only when the reader scrolls close to it.
 */
export function HomeContent({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation('home');
  const language = (i18n.resolvedLanguage ?? i18n.language) as LanguageCode;
  const query = useQuery(siteContentQuery(language));
  if (query.data) {
    return (
      <>
        <HomeSections content={query.data} pageLanguage={language} />
        {children}
      </>
    );
  }
  if (!query.isError) return <LoadingScreen />;
  return (
    <div role="alert" className="mx-auto grid min-h-[60vh] max-w-6xl place-content-center gap-4 px-4 text-center">
      <p>{t('content.failed')}</p>
      <Button variant="outline" className="justify-self-center" onClick={() => void query.refetch()}>
        {t('content.retry')}
      </Button>
    </div>
  );
}
