import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { useAdminFormat } from '@/lib/use-admin-format';

/** Previous and next page as links (each page has its address), and where the list is. */
export function Pagination({
  page,
  pageCount,
  linkTo,
}: {
  page: number;
  pageCount: number;
  linkTo: (page: number) => string;
}) {
  const { t } = useTranslation('admin-blog');
  const format = useAdminFormat();
  if (pageCount <= 1) return null;
  const step = (target: number, label: string, icon: ReactNode, after: boolean) =>
    target >= 1 && target <= pageCount ? (
      <Button asChild variant="outline">
        <Link to={linkTo(target)} rel={after ? 'next' : 'prev'}>
          {!after && icon}
          {label}
          {after && icon}
        </Link>
      </Button>
    ) : (
      <Button variant="outline" disabled>
        {!after && icon}
        {label}
        {after && icon}
      </Button>
    );
  return (
    <nav aria-label={t('blog.pages')} className="flex flex-wrap items-center justify-between gap-3">
      {step(page - 1, t('blog.previous'), <ChevronLeft className="rtl:rotate-180" aria-hidden />, false)}
      <p className="text-sm text-muted-foreground">
        {t('blog.pageOf', { page: format.count(page), pages: format.count(pageCount) })}
      </p>
      {step(page + 1, t('blog.next'), <ChevronRight className="rtl:rotate-180" aria-hidden />, true)}
    </nav>
  );
}
