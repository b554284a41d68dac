import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TrendChart } from '@/components/charts/trend-chart';
import { LoadState } from '@/components/load-state';
import { Button } from '@/components/ui/button';
import { useAdminFormat } from '@/lib/use-admin-format';
import { issuesQuery } from '../api/issues';
import type { IssueFilters } from '../filters';
import { IssueBadges } from './issue-badges';

/**
 * Sentry's issue stream: one row per issue with its counts, first and last seen, and its 14-day trend. Every
 * text an issue carries came from a browser: it is rendered as text, never as markup.
 */
export function IssueList({ filters, issueLink }: { filters: IssueFilters; issueLink: (id: string) => string }) {
  const { t } = useTranslation('admin');
  const format = useAdminFormat();
  const query = useInfiniteQuery(issuesQuery(filters));
  if (!query.data) {
    return (
      <LoadState
        failed={query.isError}
        loadingText={t('common.loading')}
        failedText={t('common.loadFailed')}
        retryText={t('common.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const issues = query.data.pages.flatMap((page) => page.issues);
  if (issues.length === 0) return <p className="rounded-lg border p-6 text-muted-foreground">{t('logs.noIssues')}</p>;

  return (
    <div className="grid gap-4">
      <div className="overflow-x-auto rounded-lg border">
        <table className="w-full min-w-[48rem] text-sm">
          <caption className="sr-only">{t('logs.issues')}</caption>
          <thead className="bg-muted/50 text-start text-muted-foreground">
            <tr>
              <th scope="col" className="p-3 text-start font-medium">
                {t('logs.issue')}
              </th>
              <th scope="col" className="p-3 text-end font-medium">
                {t('logs.events')}
              </th>
              <th scope="col" className="p-3 text-end font-medium">
                {t('logs.sessions')}
              </th>
              <th scope="col" className="p-3 text-start font-medium">
                {t('logs.firstSeen')}
              </th>
              <th scope="col" className="p-3 text-start font-medium">
                {t('logs.lastSeen')}
              </th>
              <th scope="col" className="w-32 p-3 text-start font-medium">
                {t('logs.trend')}
              </th>
            </tr>
          </thead>
          <tbody>
            {issues.map((issue) => (
              <tr key={issue.id} className="border-t align-top">
                <td className="max-w-md p-3">
                  <Link
                    to={issueLink(issue.id)}
                    className="block font-medium break-words text-primary underline-offset-4 hover:underline"
                    dir="auto"
                  >
                    {issue.title}
                  </Link>
                  {issue.culprit && (
                    <p className="mt-1 truncate font-mono text-xs text-muted-foreground" dir="ltr">
                      {issue.culprit}
                    </p>
                  )}
                  <p className="mt-2 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                    <IssueBadges level={issue.level} status={issue.status} regressed={issue.regressed} />
                    <span>
                      {t('logs.source')}: {issue.source}
                    </span>
                  </p>
                </td>
                <td className="p-3 text-end tabular-nums">{format.count(issue.count)}</td>
                <td className="p-3 text-end tabular-nums">{format.count(issue.sessions)}</td>
                <td className="p-3 whitespace-nowrap">{format.moment(issue.firstSeen)}</td>
                <td className="p-3 whitespace-nowrap">{format.moment(issue.lastSeen)}</td>
                <td className="p-3">
                  <TrendChart
                    className="h-8"
                    height={40}
                    label={`${t('logs.trend')}: ${issue.trend.map((d) => d.count).join(', ')}`}
                    titles={issue.trend.map((d) => `${format.day(d.date)}: ${d.count}`)}
                    series={[{ kind: 'bars', values: issue.trend.map((d) => d.count) }]}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {query.hasNextPage && (
        <div>
          <Button variant="outline" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {t('logs.loadMore')}
          </Button>
        </div>
      )}
    </div>
  );
}
