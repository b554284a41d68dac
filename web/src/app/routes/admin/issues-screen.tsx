import { useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { LogsPage } from '@/features/admin-logs/components/logs-page';
import { Redirect } from './redirect';

/**
 * `/admin/logs`: the issue stream. An issue used to open here as `?issue=`; such a link goes on to the issue's
 * own address.
 */
export default function IssuesScreen() {
  const [search] = useSearchParams();
  const legacyIssue = search.get('issue');
  if (legacyIssue) {
    const rest = new URLSearchParams(search);
    rest.delete('issue');
    return <Redirect to={`${paths.adminLog(legacyIssue)}?${rest}`} />;
  }
  return <LogsPage issuePath={paths.adminLog} />;
}
