import { useSearchParams } from 'react-router-dom';
import { filtersFromSearch, filtersToSearch, type IssueFilters } from '../filters';
import { IssueFiltersForm } from './issue-filters';
import { IssueList } from './issue-list';
import { PurgeForm } from './purge-form';

/**
 * The issue stream with its filters, kept in the address so that the back button, a reload and a shared link all
 * show the same view. An issue opens at its own address (`issuePath`), carrying the filters along.
 */
export function LogsPage({ issuePath }: { issuePath: (id: string) => string }) {
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const query = `${filtersToSearch(filters)}`;
  const issueLink = (id: string) => (query ? `${issuePath(id)}?${query}` : issuePath(id));
  const apply = (next: IssueFilters) => setSearch(filtersToSearch(next));

  return (
    <div className="grid gap-6">
      <IssueFiltersForm filters={filters} onApply={apply} />
      <IssueList filters={filters} issueLink={issueLink} />
      <PurgeForm />
    </div>
  );
}
