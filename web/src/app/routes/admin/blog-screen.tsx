import { useTranslation } from 'react-i18next';
import { BlogPage } from '@/features/admin-blog/components/list/blog-page';
import { NewArticleButton } from '@/features/admin-blog/components/list/new-article-button';
import { ScreenHeader } from './screen-header';

/** `/admin/blog`: every article, the trash, and "New article". */
export default function BlogScreen() {
  const { t } = useTranslation('admin-blog');
  return (
    <>
      <ScreenHeader title={t('blog.title')} pageTitle={t('meta.blogTitle')} intro={t('blog.intro')}>
        <NewArticleButton />
      </ScreenHeader>
      <BlogPage />
    </>
  );
}
