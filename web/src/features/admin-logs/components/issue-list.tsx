import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TrendChart } from '@/components/charts/trend-chart';
import { QueryFallback } from '@/components/query-fallback';
import { Button } from '@/components/ui/button';
import { useAdminFormat } from '@/lib/use-admin-format';
import { issuesQuery } from '../api/issues';
import type { IssueFilters } from '../filters';
import { IssueBadges } from './issue-badges';

const columns = [
  { key: 'issue', className: 'text-start' },
  { key: 'events', className: 'text-end' },
  { key: 'sessions', className: 'text-end' },
  { key: 'firstSeen', className: 'text-start' },
  { key: 'lastSeen', className: 'text-start' },
  { key: 'trend', className: 'w-32 text-start' },
] as const;

/**
 * Sentry's issue stream: one row per issue with its counts, first and last seen, and its 14-day trend. Every
 * text an issue carries came from a browser: it is rendered as text, never as markup.
 */
export function IssueList({ filters, issueLink }: { filters: IssueFilters; issueLink: (id: string) => string }) {
  const { t } = useTranslation('admin-logs');
  const format = useAdminFormat();
  const query = useInfiniteQuery(issuesQuery(filters));
  if (!query.data) {
    return <QueryFallback query={query} />;
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
              {columns.map(({ key, className }) => (
                <th key={key} scope="col" className={`p-3 font-medium ${className}`}>
                  {t(`logs.${key}`)}
                </th>
              ))}
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
