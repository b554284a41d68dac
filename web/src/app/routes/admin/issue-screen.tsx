import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { IssueDetail } from '@/features/admin-logs/components/issue-detail';
import { filtersFromSearch, filtersToSearch } from '@/features/admin-logs/filters';

/**
 * `/admin/logs/{id}`: one issue. The list's filters ride along in the address, so that the way back (and the
 * way out once the issue is deleted) returns to the same filtered list.
 */
export default function IssueScreen() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const filters = `${filtersToSearch(filtersFromSearch(search))}`;
  const list = filters ? `${paths.adminLogs}?${filters}` : paths.adminLogs;
  return <IssueDetail key={id} id={id} backLink={list} onDeleted={() => void navigate(list, { replace: true })} />;
}
