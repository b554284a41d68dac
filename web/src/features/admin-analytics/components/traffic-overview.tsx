import type { StatsResponse } from '@portfolio/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TrendChart } from '@/components/charts/trend-chart';
import { QueryFallback } from '@/components/query-fallback';
import { MetricCard } from '@/components/metric-card';
import { analyticsTiming } from '@/config/constants';
import { useAdminFormat } from '@/lib/use-admin-format';
import { adminStatsQuery } from '../api/admin-stats';
import { percentChange, sum } from '../period';
import { DailyChart } from './daily-chart';

const trendDays = 14;

type Days = StatsResponse['dailyPageviews'];

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
    return <QueryFallback query={query} />;
  }
  const stats = query.data;
  const pageviews = stats.dailyPageviews;
  const sessions = stats.dailySessions;
  const at = (days: Days, back: number) => days[days.length - 1 - back]?.count ?? 0;
  const week = (days: Days, weeksBack: number) =>
    sum(days.slice(Math.max(0, days.length - 7 * (weeksBack + 1)), days.length - 7 * weeksBack));
  // A day against the day before, a week against the week before; each with its small trend: the last 14 days,
  // or the last 4 weeks.
  const cards = (
    [
      ['pageviewsToday', pageviews, 'day'],
      ['sessionsToday', sessions, 'day'],
      ['pageviewsWeek', pageviews, 'week'],
      ['sessionsWeek', sessions, 'week'],
    ] as const
  ).map(([key, days, span]) => {
    const value = span === 'day' ? at(days, 0) : week(days, 0);
    const previous = span === 'day' ? at(days, 1) : week(days, 1);
    const trend = span === 'day' ? days.slice(-trendDays).map((d) => d.count) : [3, 2, 1, 0].map((w) => week(days, w));
    return {
      label: t(`dashboard.${key}`),
      value,
      change: percentChange(value, previous),
      versus: t(span === 'day' ? 'dashboard.versusYesterday' : 'dashboard.versusLastWeek'),
      trend,
    };
  });

  return (
    <div className="grid gap-4">
      <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map((card) => (
          <MetricCard
            key={card.label}
            label={card.label}
            value={format.count(card.value)}
            change={card.change}
            changeLabel={card.versus}
            formatChange={format.change}
            noPrevious={t('common.noPrevious')}
          >
            <TrendChart
              className="h-8"
              height={40}
              label={`${card.label}: ${card.trend.map(format.count).join(', ')}`}
              series={[{ kind: 'bars', values: card.trend }]}
            />
          </MetricCard>
        ))}
      </dl>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_2fr]">
        <dl className="grid">
          <MetricCard label={t('dashboard.activeNow')} value={format.count(stats.activeSessions.length)} />
        </dl>
        <DailyChart
          title={t('dashboard.trend')}
          titleClassName="text-sm text-muted-foreground"
          chartClassName="mt-3 h-24"
          pageviews={pageviews.slice(-trendDays)}
          visits={sessions.slice(-trendDays)}
        />
      </div>
    </div>
  );
}
