import { useTranslation } from 'react-i18next';
import { deferredUntilNear } from '@/components/deferred-until-near';
import { PageSeoHead } from '@/components/page-seo/page-seo-head';
import { StatsSection } from '@/features/analytics/components/stats-section';
import { HomeContent } from '@/features/home/components/home-content';

/**
 * The contact section, the newsletter signup and the latest articles: none of their code, texts or contracts is in
 * the home page's first download or in what it fetches at idle (both have budgets). They load when the reader
 * scrolls to within about two screens of them, which a reader who never goes that far never pays for.
 */
const BelowFold = deferredUntilNear(
  () => import('./home-below-fold-loader').then(({ loadHomeBelowFold }) => loadHomeBelowFold()),
  { lookAhead: '1500px 0px', placeholderClassName: 'min-h-[80rem] md:min-h-[64rem]' },
);

export function Component() {
  const { t } = useTranslation('home');
  return (
    <>
      <PageSeoHead page="home" title={t('meta.homeTitle')} description={t('meta.homeDescription')} />
      <HomeContent>
        <StatsSection />
        {/* Last: it takes its room when it arrives, and no menu link leads below it. */}
        <BelowFold />
      </HomeContent>
    </>
  );
}
