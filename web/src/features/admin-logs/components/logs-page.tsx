import { useSearchParams } from 'react-router-dom';
import { filtersFromSearch, filtersToSearch, type IssueFilters } from '../filters';
import { IssueDetail } from './issue-detail';
import { IssueFiltersForm } from './issue-filters';
import { IssueList } from './issue-list';
import { PurgeForm } from './purge-form';

/**
 * The issue stream with its filters, or one issue (`?issue=`), both kept in the address so that the back button,
 * a reload and a shared link all show the same view.
 */
export function LogsPage() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const issueId = search.get('issue');
  const listLink = `?${filtersToSearch(filters)}`;
  const issueLink = (id: string) => `?${new URLSearchParams([...filtersToSearch(filters), ['issue', id]])}`;
  const apply = (next: IssueFilters) => setSearch(filtersToSearch(next));

  if (issueId) {
    return <IssueDetail id={issueId} backLink={listLink} onDeleted={() => setSearch(filtersToSearch(filters))} />;
  }
  return (
    <div className="grid gap-6">
      <IssueFiltersForm filters={filters} onApply={apply} />
      <IssueList filters={filters} issueLink={issueLink} />
      <PurgeForm />
    </div>
  );
}
