import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ChartLegend, TrendChart } from '@/components/charts/trend-chart';
import { LoadState } from '@/components/load-state';
import { MetricCard } from '@/components/metric-card';
import { analyticsTiming } from '@/config/constants';
import { useAdminFormat } from '@/lib/use-admin-format';
import { adminStatsQuery } from '../api/admin-stats';
import { percentChange, sum } from '../period';

const trendDays = 14;

/**
 * The dashboard's traffic (Plausible's top row): today and the last 7 days against the period before, visitors
 * active now, and the last two weeks as small charts. The server's default range is read, so "today" is the
 * server's day, in its time zone. Refreshed like the site's own stats, every 30 s.
 */
export function TrafficOverview() {
  const { t } = useTranslation('admin');
  const format = useAdminFormat();
  const query = useQuery({ ...adminStatsQuery(), refetchInterval: analyticsTiming.statsRefreshMs });
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
  const stats = query.data;
  const pageviews = stats.dailyPageviews;
  const sessions = stats.dailySessions;
  const at = (days: typeof pageviews, back: number) => days[days.length - 1 - back]?.count ?? 0;
  const week = (days: typeof pageviews, weeksBack: number) =>
    sum(days.slice(Math.max(0, days.length - 7 * (weeksBack + 1)), days.length - 7 * weeksBack));
  const recent = (days: typeof pageviews) => days.slice(-trendDays);

  const cards = [
    {
      label: t('dashboard.pageviewsToday'),
      value: at(pageviews, 0),
      previous: at(pageviews, 1),
      versus: t('dashboard.versusYesterday'),
    },
    {
      label: t('dashboard.sessionsToday'),
      value: at(sessions, 0),
      previous: at(sessions, 1),
      versus: t('dashboard.versusYesterday'),
    },
    {
      label: t('dashboard.pageviewsWeek'),
      value: week(pageviews, 0),
      previous: week(pageviews, 1),
      versus: t('dashboard.versusLastWeek'),
    },
    {
      label: t('dashboard.sessionsWeek'),
      value: week(sessions, 0),
      previous: week(sessions, 1),
      versus: t('dashboard.versusLastWeek'),
    },
  ];
  const trendPageviews = recent(pageviews);
  const trendSessions = recent(sessions);
  const first = trendPageviews[0]?.date;
  const last = trendPageviews[trendPageviews.length - 1]?.date;

  return (
    <div className="grid gap-4">
      <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map((card) => (
          <MetricCard
            key={card.label}
            label={card.label}
            value={format.count(card.value)}
            change={percentChange(card.value, card.previous)}
            changeLabel={card.versus}
            formatChange={format.change}
            noPrevious={t('common.noPrevious')}
          />
        ))}
      </dl>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_2fr]">
        <dl className="grid">
          <MetricCard label={t('dashboard.activeNow')} value={format.count(stats.activeSessions.length)} />
        </dl>
        <section aria-labelledby="traffic-trend" className="rounded-lg border bg-card p-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="traffic-trend" className="text-sm text-muted-foreground">
              {t('dashboard.trend')}
            </h2>
            <ChartLegend pageviews={t('analytics.pageviews')} visits={t('analytics.sessions')} />
          </div>
          <TrendChart
            className="mt-3 h-24"
            label={
              first && last
                ? t('analytics.dailySummary', {
                    from: format.day(first),
                    to: format.day(last),
                    pageviews: format.count(sum(trendPageviews)),
                    visits: format.count(sum(trendSessions)),
                  })
                : t('analytics.empty')
            }
            titles={trendPageviews.map((d, i) => `${format.day(d.date)}: ${d.count} / ${trendSessions[i]?.count ?? 0}`)}
            series={[
              { kind: 'bars', values: trendPageviews.map((d) => d.count) },
              { kind: 'line', values: trendSessions.map((d) => d.count) },
            ]}
          />
        </section>
      </div>
    </div>
  );
}
