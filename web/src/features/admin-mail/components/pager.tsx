import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useAdminFormat } from '@/lib/use-admin-format';

/** Previous and next page of a list, with where the reader is; nothing when it all fits on one page. */
export function Pager({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('admin-mail');
  const format = useAdminFormat();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t('common.pages')} className="flex flex-wrap items-center justify-center gap-3">
      <Button variant="outline" size="icon" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden className="rtl:rotate-180" />
        <span className="sr-only">{t('common.previous')}</span>
      </Button>
      <p className="text-sm tabular-nums" aria-live="polite">
        {t('common.page', { page: format.count(page), count: format.count(pageCount) })}
      </p>
      <Button variant="outline" size="icon" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        <ChevronRight aria-hidden className="rtl:rotate-180" />
        <span className="sr-only">{t('common.next')}</span>
      </Button>
    </nav>
  );
}
