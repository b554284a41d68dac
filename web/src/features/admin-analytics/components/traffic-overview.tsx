import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryFallback } from '@/components/query-fallback';
import { MetricCard } from '@/components/metric-card';
import { analyticsTiming } from '@/config/constants';
import { useAdminFormat } from '@/lib/use-admin-format';
import { adminStatsQuery } from '../api/admin-stats';
import { percentChange, sum } from '../period';
import { DailyChart } from './daily-chart';

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
    return <QueryFallback query={query} />;
  }
  const stats = query.data;
  const pageviews = stats.dailyPageviews;
  const sessions = stats.dailySessions;
  const at = (days: typeof pageviews, back: number) => days[days.length - 1 - back]?.count ?? 0;
  const week = (days: typeof pageviews, weeksBack: number) =>
    sum(days.slice(Math.max(0, days.length - 7 * (weeksBack + 1)), days.length - 7 * weeksBack));

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
