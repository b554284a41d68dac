import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { QueryFallback } from '@/components/query-fallback';
import { MetricCard } from '@/components/metric-card';
import { analyticsTiming } from '@/config/constants';
import { useAdminFormat } from '@/lib/use-admin-format';
import { issuesQuery } from '../api/issues';
import { filtersToSearch, type IssueFilters } from '../filters';

const openErrors: IssueFilters = { level: 'error', status: 'open', since: 'day' };

/** The dashboard's error figure: open error issues seen in the last 24 hours, linking to that very list. */
export function OpenIssuesSummary({ logsPath }: { logsPath: string }) {
  const { t } = useTranslation('admin');
  const format = useAdminFormat();
  const query = useInfiniteQuery({ ...issuesQuery(openErrors), refetchInterval: analyticsTiming.statsRefreshMs });
  if (!query.data) {
    return <QueryFallback query={query} />;
  }
  const [page] = query.data.pages;
  const count = page?.issues.length ?? 0;
  return (
    <dl className="grid">
      <MetricCard
        label={t('dashboard.openIssues')}
        value={page?.nextCursor ? t('common.more', { count: format.count(count) }) : format.count(count)}
      >
        <Link to={`${logsPath}?${filtersToSearch(openErrors)}`} className="text-sm font-medium text-primary">
          {t('dashboard.openLogs')}
        </Link>
      </MetricCard>
    </dl>
  );
}
