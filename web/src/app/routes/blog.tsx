import { useTranslation } from 'react-i18next';
import { DocumentHead } from '@/components/document-head';
import { BlogPage } from '@/features/blog/components/blog-page';
import { LazyNewsletterSignup } from '@/components/mail-forms/lazy-newsletter-signup';

export function Component() {
  const { t } = useTranslation('blog');
  return (
    <>
      <DocumentHead title={t('meta.blogTitle')} description={t('meta.blogDescription')} />
      <BlogPage />
      <LazyNewsletterSignup />
    </>
  );
}
