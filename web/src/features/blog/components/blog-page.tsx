import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { contentLimits } from '@portfolio/contracts';
import { articlesQuery } from '@/components/articles/api/articles-query';
import { useArticleFormat } from '@/components/articles/use-article-format';
import { isFiltered, writeFilters } from '../blog-filters';
import { useBlogFilters } from '../hooks/use-blog-filters';
import { ArticleResults } from './article-results';
import { LanguageFilter } from './language-filter';
import { Pagination } from './pagination';
import { SearchBox } from './search-box';
import { TagFilter } from './tag-filter';

/**
 * `/blog`: the title, the search box, the language and tag filters, the article cards and the pagination. All of
 * the list's state lives in the address (`?q=&tag=&in=&page=`), so a filtered list can be shared, reloaded and
 * walked back through. How many articles were found is announced politely once each answer arrives.
 */
export function BlogPage() {
  const { t } = useTranslation('blog');
  const format = useArticleFormat();
  const [params] = useSearchParams();
  const { filters, update } = useBlogFilters();
  const query = useQuery(articlesQuery({ q: filters.q, tag: filters.tag, lang: filters.in, page: filters.page }));
  const { data, isPlaceholderData, isError, isFetching } = query;
  const loading = !data || (isPlaceholderData && isFetching);
  // An answer that failed shows its alert, which speaks for itself.
  const status =
    isError && !data ? '' : loading ? t('blog.loading') : t('blog.results', { count: format.count(data.total) });

  const search = useCallback((q: string) => update({ q }, { replace: true }), [update]);
  const reset = () => update({ q: '', tag: undefined, in: undefined });
  const pageAddress = (page: number) => ({ search: `?${writeFilters(params, { ...filters, page }).toString()}` });

  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-4xl font-extrabold tracking-tight">{t('blog.title')}</h1>
      <p className="mt-2 max-w-2xl text-muted-foreground">{t('blog.intro')}</p>

      <div className="mt-8 grid gap-4 md:grid-cols-[1fr_auto] md:items-center">
        <SearchBox value={filters.q} onSearch={search} />
        <LanguageFilter value={filters.in} onChange={(language) => update({ in: language })} />
      </div>
      <div className="mt-2">
        <TagFilter language={filters.in} selected={filters.tag} onChange={(tag) => update({ tag })} />
      </div>

      <p role="status" aria-live="polite" className="mt-4 mb-6 min-h-6 text-sm text-muted-foreground">
        {status}
      </p>

      <ArticleResults
        data={data}
        stale={isPlaceholderData}
        failed={isError}
        filtered={isFiltered(filters)}
        skeletons={contentLimits.defaultPerPage}
        onRetry={() => void query.refetch()}
        onReset={reset}
      />
      {data && <Pagination page={filters.page} pageCount={data.pageCount} to={pageAddress} />}
    </div>
  );
}
