import { useTranslation } from 'react-i18next';
import { DocumentHead } from '@/components/document-head';

/** Title and description of an admin screen; search engines are told to keep the whole area out of their index. */
export function AdminHead({ title }: { title: string }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <DocumentHead title={title} description={t('meta.description')} />
      <meta name="robots" content="noindex" />
    </>
  );
}
