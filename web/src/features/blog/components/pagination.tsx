import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { useArticleFormat } from '@/components/articles/use-article-format';
import { pageNumbers } from '../blog-filters';

const item =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md px-3 text-sm font-medium tabular-nums';
const linkItem = cn(item, 'border bg-background hover:bg-accent hover:text-accent-foreground');

/**
 * Previous, the page numbers (first, last, the current one and its neighbours) and next, as real links: each page
 * has its address, which a reader can open in a new tab or share. The current page is marked for assistive
 * technology (`aria-current`); previous and next are greyed out at the ends.
 */
export function Pagination({ page, pageCount, to }: { page: number; pageCount: number; to: (page: number) => To }) {
  const { t } = useTranslation('blog');
  const format = useArticleFormat();
  if (pageCount <= 1) return null;

  const end = (target: number, label: string, icon: 'previous' | 'next') => {
    const content = (
      <>
        {icon === 'previous' && <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />}
        {label}
        {icon === 'next' && <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />}
      </>
    );
    return target >= 1 && target <= pageCount ? (
      <Link to={to(target)} rel={icon === 'previous' ? 'prev' : 'next'} className={linkItem}>
        {content}
      </Link>
    ) : (
      <span aria-disabled="true" className={cn(item, 'border text-muted-foreground opacity-60')}>
        {content}
      </span>
    );
  };

  return (
    <nav aria-label={t('blog.pagination')} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>{end(page - 1, t('blog.previous'), 'previous')}</li>
        {pageNumbers(page, pageCount).map((number, index) => (
          <li key={number ?? `gap-${index}`}>
            {number === null ? (
              <span aria-hidden className={item}>
                …
              </span>
            ) : (
              <Link
                to={to(number)}
                aria-current={number === page ? 'page' : undefined}
                aria-label={t('blog.page', { page: format.count(number) })}
                className={cn(
                  linkItem,
                  number === page && 'border-primary bg-primary text-primary-foreground hover:bg-primary/90',
                )}
              >
                {format.count(number)}
              </Link>
            )}
          </li>
        ))}
        <li>{end(page + 1, t('blog.next'), 'next')}</li>
      </ul>
    </nav>
  );
}
