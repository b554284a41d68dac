import { useSearchParams } from 'react-router-dom';
import { useAdminLanguage } from '../../hooks/use-admin-language';
import { changeFilters, filtersFromSearch, filtersToSearch, type BlogFilters } from '../../filters';
import { ArticleFilters } from './article-filters';
import { ArticleList } from './article-list';
import { EmptyTrashButton } from './empty-trash-button';
import { ViewSwitch } from './view-switch';

/**
 * `/admin/blog`: the articles or the trash, searched and filtered, a page at a time. The whole view lives in the
 * address, so that the back button, a reload and a shared link all show the same list.
 */
export function BlogPage() {
  const [search, setSearch] = useSearchParams();
  const language = useAdminLanguage();
  const filters = filtersFromSearch(search);
  const change = (next: Partial<BlogFilters>, replace = false) =>
    setSearch(filtersToSearch(changeFilters(filters, next)), { replace });

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ViewSwitch trash={filters.trash === true} />
        {filters.trash && <EmptyTrashButton />}
      </div>
      {!filters.trash && <ArticleFilters filters={filters} language={language} onChange={change} />}
      <ArticleList filters={filters} language={language} />
    </div>
  );
}
