import { useTranslation } from 'react-i18next';
import { DocumentHead } from '@/components/document-head';
import { BlogPage } from '@/features/blog/components/blog-page';
import { DeferredNewsletterSignup } from '@/components/mail-forms/deferred-newsletter-signup';

export function Component() {
  const { t } = useTranslation('blog');
  return (
    <>
      <DocumentHead title={t('meta.blogTitle')} description={t('meta.blogDescription')} />
      <BlogPage />
      <DeferredNewsletterSignup />
    </>
  );
}
