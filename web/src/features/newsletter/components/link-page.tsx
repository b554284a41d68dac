import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DocumentHead } from '@/components/document-head';
import { paths } from '@/config/paths';

/**
 * The frame of the pages a newsletter mail's links open: not for search engines (each address is one person's
 * link), a heading that says where things stand, and the way back to the site.
 */
export function LinkPage({
  metaTitle,
  metaDescription,
  title,
  children,
}: {
  metaTitle: string;
  metaDescription: string;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('newsletter');
  return (
    <div className="mx-auto grid min-h-[60vh] max-w-2xl content-center gap-6 px-4 py-16 text-center">
      <DocumentHead title={metaTitle} description={metaDescription} noindex />
      <h1 className="text-3xl font-bold">{title}</h1>
      {children}
      <p>
        <Link to={paths.home} className="inline-flex min-h-11 items-center font-medium underline">
          {t('confirm.home')}
        </Link>
      </p>
    </div>
  );
}
