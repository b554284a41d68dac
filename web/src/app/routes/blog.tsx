import { useTranslation } from 'react-i18next';
import { PageSeoHead } from '@/components/page-seo/page-seo-head';
import { BlogPage } from '@/features/blog/components/blog-page';
import { DeferredNewsletterSignup } from '@/components/mail-forms/deferred-newsletter-signup';

export function Component() {
  const { t } = useTranslation('blog');
  return (
    <>
      <PageSeoHead page="blog" title={t('meta.blogTitle')} description={t('meta.blogDescription')} />
      <BlogPage />
      <DeferredNewsletterSignup />
    </>
  );
}
