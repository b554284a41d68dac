import { useTranslation } from 'react-i18next';
import type { ArticleList } from '@portfolio/contracts';
import { ArticleCard } from '@/components/articles/article-card';
import { ArticleCardSkeleton } from '@/components/articles/article-card-skeleton';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

const grid = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';
/** The first row's covers are fetched at once: one of them is the page's largest image. */
const eagerCovers = 3;

export interface ArticleResultsProps {
  data?: ArticleList;
  /** The previous answer is on screen while this one loads. */
  stale: boolean;
  /** No answer could be had (a failed refresh of an answer on screen keeps it). */
  failed: boolean;
  filtered: boolean;
  skeletons: number;
  onRetry: () => void;
  onReset: () => void;
}

/**
 * The list's body in each of its states: skeleton cards of the cards' own size while the first answer loads, the
 * previous cards (dimmed, marked busy) while the next one does, the cards, an empty state that offers to reset the
 * filters, or an error with a way to try again.
 */
export function ArticleResults({ data, stale, failed, filtered, skeletons, onRetry, onReset }: ArticleResultsProps) {
  const { t } = useTranslation('blog');

  if (failed && !data) {
    return (
      <div role="alert" className="rounded-lg border border-destructive/50 p-6">
        <h2 className="text-lg font-semibold">{t('blog.errorTitle')}</h2>
        <p className="mt-1 text-muted-foreground">{t('blog.errorText')}</p>
        <Button variant="outline" className="mt-4" onClick={onRetry}>
          {t('blog.retry')}
        </Button>
      </div>
    );
  }
  if (!data) {
    return (
      <ul className={grid} aria-busy="true">
        {Array.from({ length: skeletons }, (_, index) => (
          <li key={index}>
            <ArticleCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (data.items.length === 0) {
    return (
      <div className="rounded-lg border p-10 text-center">
        <h2 className="text-xl font-semibold">{t('blog.emptyTitle')}</h2>
        <p className="mt-2 text-muted-foreground">{t('blog.emptyText')}</p>
        {filtered && (
          <Button variant="outline" className="mt-6" onClick={onReset}>
            {t('blog.resetFilters')}
          </Button>
        )}
      </div>
    );
  }
  return (
    <ul className={cn(grid, 'transition-opacity', stale && 'opacity-60')} aria-busy={stale}>
      {data.items.map((article, index) => (
        <li key={`${article.id}-${article.lang}`}>
          <ArticleCard article={article} headingLevel={2} priority={index < eagerCovers} />
        </li>
      ))}
    </ul>
  );
}
