import { useTranslation } from 'react-i18next';
import { deferredUntilNear } from '@/components/deferred-until-near';
import { DocumentHead } from '@/components/document-head';
import { StatsSection } from '@/features/analytics/components/stats-section';
import { CompaniesSection } from '@/features/home/components/companies-section';
import { DocumentationSection } from '@/features/home/components/documentation-section';
import { Hero } from '@/features/home/components/hero';
import { PresentationSection } from '@/features/home/components/presentation-section';
import { SkillsSection } from '@/features/home/components/skills-section';
import { ToolsSection } from '@/features/home/components/tools-section';

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
      <DocumentHead title={t('meta.homeTitle')} description={t('meta.homeDescription')} />
      <Hero />
      <PresentationSection />
      <SkillsSection />
      <ToolsSection />
      <CompaniesSection />
      <DocumentationSection />
      <StatsSection />
      {/* Last: it takes its room when it arrives, and no menu link leads below it. */}
      <BelowFold />
    </>
  );
}
