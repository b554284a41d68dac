import { useTranslation } from 'react-i18next';
import { DeferredLatestArticles } from '@/components/articles/deferred-latest-articles';
import { DocumentHead } from '@/components/document-head';
import { StatsSection } from '@/features/analytics/components/stats-section';
import { DeferredContactSection } from '@/features/contact/components/deferred-contact-section';
import { CompaniesSection } from '@/features/home/components/companies-section';
import { DocumentationSection } from '@/features/home/components/documentation-section';
import { Hero } from '@/features/home/components/hero';
import { PresentationSection } from '@/features/home/components/presentation-section';
import { SkillsSection } from '@/features/home/components/skills-section';
import { ToolsSection } from '@/features/home/components/tools-section';
import { DeferredNewsletterSignup } from '@/components/mail-forms/deferred-newsletter-signup';

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
      <DeferredContactSection />
      <DeferredNewsletterSignup />
      {/* Last: it takes its room when it arrives, and no menu link leads below it. */}
      <DeferredLatestArticles />
    </>
  );
}
