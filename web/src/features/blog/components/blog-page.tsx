import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { contentLimits } from '@portfolio/contracts';
import { articlesQuery } from '@/components/articles/api/articles-query';
import { useArticleFormat } from '@/components/articles/use-article-format';
import { useInterfaceLanguage } from '@/components/articles/use-interface-language';
import { allLanguages, isFiltered, listLanguage, writeFilters } from '../blog-filters';
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
  const interfaceLanguage = useInterfaceLanguage();

  // The interface language's own first page: whether it has articles, and the plain list when it has.
  const own = useQuery({ ...articlesQuery({ lang: interfaceLanguage }), enabled: !filters.in && !filters.q.trim() });
  const language = listLanguage(filters, interfaceLanguage, own.data && own.data.total > 0);
  const lang = language === 'pending' || language === allLanguages ? undefined : language;
  const query = useQuery({
    ...articlesQuery({ q: filters.q, tag: filters.tag, lang, page: filters.page }),
    enabled: language !== 'pending',
  });
  const { data, isPlaceholderData, isFetching } = query;
  const failed = (query.isError || own.isError) && !data;
  const loading = !data || (isPlaceholderData && isFetching);
  // An answer that failed shows its alert, which speaks for itself.
  const status = failed ? '' : loading ? t('blog.loading') : t('blog.results', { count: format.count(data.total) });

  const search = useCallback((q: string) => update({ q }, { replace: true }), [update]);
  const reset = () => update({ q: '', tag: undefined, in: undefined });
  const retry = () => void (own.isError ? own.refetch() : query.refetch());
  const pageAddress = (page: number) => ({ search: `?${writeFilters(params, { ...filters, page }).toString()}` });

  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-4xl font-extrabold tracking-tight">{t('blog.title')}</h1>
      <p className="mt-2 max-w-2xl text-muted-foreground">{t('blog.intro')}</p>

      <div className="mt-8 grid gap-4 md:grid-cols-[1fr_auto] md:items-center">
        <SearchBox value={filters.q} onSearch={search} />
        <LanguageFilter
          value={language === 'pending' ? interfaceLanguage : language}
          onChange={(choice) => update({ in: choice })}
        />
      </div>
      {/* The row keeps its height while the tags of the list's language are not known yet. */}
      <div className="mt-2 h-14">
        {language !== 'pending' && (
          <TagFilter language={lang} selected={filters.tag} onChange={(tag) => update({ tag })} />
        )}
      </div>

      <p role="status" aria-live="polite" className="mt-4 mb-6 min-h-6 text-sm text-muted-foreground">
        {status}
      </p>

      <ArticleResults
        data={data}
        stale={isPlaceholderData}
        failed={failed}
        // A page past the end (an old link) also offers the way back to the list's start.
        filtered={isFiltered(filters) || filters.page > 1}
        skeletons={contentLimits.defaultPerPage}
        onRetry={retry}
        onReset={reset}
      />
      {data && <Pagination page={filters.page} pageCount={data.pageCount} to={pageAddress} />}
    </div>
  );
}
