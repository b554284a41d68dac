import type { AdminArticleRow, LanguageCode } from '@portfolio/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryFallback } from '@/components/query-fallback';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useAdminFormat } from '@/lib/use-admin-format';
import { adminArticlesQuery } from '../../api/admin-articles';
import { filtersToSearch, isFiltered, type BlogFilters } from '../../filters';
import { useArticleActions } from '../../hooks/use-article-actions';
import { ArticleRow } from './article-row';
import { ListSkeleton } from './list-skeleton';
import { Pagination } from './pagination';

/**
 * One page of the articles (or of the trash) for the view: a skeleton while the first answer comes, an alert with
 * Retry when it fails, words when there is nothing, and each row's action behind a confirmation where it destroys.
 */
export function ArticleList({ filters, language }: { filters: BlogFilters; language: LanguageCode }) {
  const { t } = useTranslation('admin-blog');
  const format = useAdminFormat();
  const query = useQuery(adminArticlesQuery(filters));
  const [doomed, setDoomed] = useState<AdminArticleRow>();
  const actions = useArticleActions(t('blog.untitled'));
  const listRef = useRef<HTMLUListElement>(null);

  if (!query.data) return query.isError ? <QueryFallback query={query} /> : <ListSkeleton />;
  const { items, total, page, pageCount } = query.data;
  // One clock per answer: every row of a page counts its "ago" from the moment the page arrived.
  const now = query.dataUpdatedAt;
  if (items.length === 0) {
    const empty = filters.trash ? 'trashEmpty' : isFiltered(filters) ? 'noMatch' : 'noArticles';
    return (
      <p role="status" className="rounded-lg border p-6 text-muted-foreground">
        {t(`blog.${empty}`)}
      </p>
    );
  }

  const title = doomed?.title || t('blog.untitled');
  return (
    <div className="grid gap-4" aria-busy={query.isPlaceholderData}>
      <p className="text-sm text-muted-foreground" role="status">
        {t('blog.total', { count: format.count(total) })}
      </p>
      <ul
        ref={listRef}
        tabIndex={-1}
        className="grid gap-3"
        aria-label={filters.trash ? t('blog.trash') : t('blog.articles')}
      >
        {items.map((row) => (
          <ArticleRow
            key={row.id}
            row={row}
            now={now}
            language={language}
            onTrash={filters.trash ? undefined : setDoomed}
            onRestore={filters.trash ? (restored) => actions.untrash.mutate(restored) : undefined}
          />
        ))}
      </ul>
      <Pagination
        page={page}
        pageCount={pageCount}
        linkTo={(target) => `?${filtersToSearch({ ...filters, page: target })}`}
      />
      <ConfirmDialog
        open={doomed !== undefined}
        onOpenChange={(open) => {
          if (!open) setDoomed(undefined);
        }}
        title={t('blog.confirmDeleteTitle')}
        description={t('blog.confirmDelete', { title })}
        confirmLabel={t('blog.moveToTrash')}
        cancelLabel={t('blog.cancel')}
        destructive
        pending={actions.trash.isPending}
        fallbackFocus={listRef}
        onConfirm={() => {
          if (doomed) actions.trash.mutate(doomed, { onSettled: () => setDoomed(undefined) });
        }}
      />
    </div>
  );
}
