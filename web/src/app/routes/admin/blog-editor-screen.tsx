import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ArticleEditor } from '@/features/admin-editor/components/article-editor';
import { AdminHead } from './admin-head';

/** `/admin/blog/edit/{id}`: one article in the editor; another id is another editor from scratch. */
export default function BlogEditorScreen() {
  const { id = '' } = useParams();
  const { t } = useTranslation('admin-editor');
  return (
    <>
      <AdminHead title={t('meta.title')} />
      <header className="mb-4 grid gap-1">
        <Link
          to={paths.adminBlog}
          className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:underline"
        >
          <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden />
          {t('editor.back')}
        </Link>
        <h1 className="text-3xl font-bold tracking-tight">{t('editor.heading')}</h1>
      </header>
      <ArticleEditor key={id} id={id} />
    </>
  );
}
