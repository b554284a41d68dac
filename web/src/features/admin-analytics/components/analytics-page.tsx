import type { StatsResponse } from '@portfolio/contracts';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { QueryFallback } from '@/components/query-fallback';
import { MetricCard } from '@/components/metric-card';
import { Button } from '@/components/ui/button';
import { analyticsTiming } from '@/config/constants';
import { useAdminFormat } from '@/lib/use-admin-format';
import { downloadCsv, toCsv } from '@/lib/csv';
import { adminStatsQuery } from '../api/admin-stats';
import { statsCsvRows } from '../csv';
import { localToday, percentChange, periodFromSearch, previousPeriod } from '../period';
import { BreakdownList } from './breakdown-list';
import { DailyChart } from './daily-chart';
import { PeriodPicker } from './period-picker';
import { VisitorActivity } from './visitor-activity';

/**
 * Plausible's dashboard for the administrator: a period compared with the one before, daily page views and
 * visits, every breakdown the stats API gives, performance, and who is on the site now. The period is in the
 * address, so a view can be reloaded or bookmarked.
 */
export function AnalyticsPage() {
  const { t } = useTranslation(['admin-analytics', 'admin']);
  const format = useAdminFormat();
  const [search, setSearch] = useSearchParams();
  const { period, preset } = periodFromSearch(search, localToday());
  const previous = previousPeriod(period);
  const current = useQuery({ ...adminStatsQuery(period), refetchInterval: analyticsTiming.statsRefreshMs });
  const before = useQuery(adminStatsQuery(previous));

  const picker = (
    <PeriodPicker
      period={period}
      preset={preset}
      onPreset={(days) => setSearch({ days: String(days) })}
      onCustom={(custom) => setSearch({ from: custom.from, to: custom.to })}
    />
  );
  if (!current.data) {
    return (
      <div className="grid gap-6">
        {picker}
        <QueryFallback query={current} />
      </div>
    );
  }
  const stats = current.data;
  const prior = before.data;
  const compare = (pick: (s: StatsResponse) => number) => (prior ? percentChange(pick(stats), pick(prior)) : null);
  const seconds = (value: number) => t('admin:common.seconds', { value: format.decimal(value) });
  const millis = (value: number | null) =>
    value === null
      ? t('admin:common.notMeasured')
      : t('admin:common.milliseconds', { value: format.count(Math.round(value)) });

  // Each figure: its label, where it is in an answer, and how it reads.
  const figures = (
    [
      ['pageviews', (s) => s.totalPageviews, format.count],
      ['sessions', (s) => s.totalSessions, format.count],
      ['visitors', (s) => s.uniqueVisitors, format.count],
      ['bounceRate', (s) => s.bounceRate, format.percent],
      ['visitDuration', (s) => s.avgVisitDurationSeconds, seconds],
    ] as const satisfies readonly [string, (s: StatsResponse) => number, (value: number) => string][]
  ).map(([key, pick, show]) => ({ label: t(`analytics.${key}`), value: show(pick(stats)), pick }));
  const pages = (list: StatsResponse['topPages']) => list.map((p) => ({ name: p.path, count: p.count }));
  const breakdowns = [
    { title: t('analytics.topPages'), rows: pages(stats.topPages), ltr: true },
    { title: t('analytics.entryPages'), rows: pages(stats.entryPages), ltr: true },
    { title: t('analytics.exitPages'), rows: pages(stats.exitPages), ltr: true },
    { title: t('analytics.sources'), rows: stats.sources },
    { title: t('analytics.referrers'), rows: stats.topReferrers, ltr: true },
    { title: t('analytics.utmSource'), rows: stats.utm.source },
    { title: t('analytics.utmMedium'), rows: stats.utm.medium },
    { title: t('analytics.utmCampaign'), rows: stats.utm.campaign },
    { title: t('analytics.utmTerm'), rows: stats.utm.term },
    { title: t('analytics.utmContent'), rows: stats.utm.content },
    { title: t('analytics.browsers'), rows: stats.byBrowser },
    { title: t('analytics.platforms'), rows: stats.byPlatform },
    { title: t('analytics.devices'), rows: stats.byDevice },
    { title: t('analytics.countries'), rows: stats.byCountry.map((c) => ({ ...c, name: format.country(c.name) })) },
    { title: t('analytics.languages'), rows: stats.byLanguage },
  ];
  const performance = [
    { label: t('analytics.avgLoad'), value: millis(stats.performanceAverages.avgLoadEvent) },
    { label: t('analytics.avgTtfb'), value: millis(stats.performanceAverages.avgTimeToFirstByte) },
    { label: t('analytics.avgDomReady'), value: millis(stats.performanceAverages.avgDomContentLoaded) },
  ];

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        {picker}
        <Button
          variant="outline"
          onClick={() =>
            downloadCsv(`analytics-${stats.range.from}-${stats.range.to}.csv`, toCsv(statsCsvRows(stats, prior)))
          }
        >
          <Download aria-hidden />
          {t('analytics.exportCsv')}
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        {t('analytics.comparing', { from: format.day(previous.from), to: format.day(previous.to) })}
      </p>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {figures.map((figure) => (
          <MetricCard
            key={figure.label}
            label={figure.label}
            value={figure.value}
            change={compare(figure.pick)}
            changeLabel={t('admin:common.versusPrevious')}
            formatChange={format.change}
            noPrevious={t('admin:common.noPrevious')}
          />
        ))}
      </dl>
      <DailyChart
        title={t('analytics.daily')}
        titleClassName="font-semibold"
        chartClassName="mt-4 h-48"
        pageviews={stats.dailyPageviews}
        visits={stats.dailySessions}
      />
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {breakdowns.map((b) => (
          <BreakdownList key={b.title} title={b.title} rows={b.rows} ltr={b.ltr} />
        ))}
      </div>
      <section aria-labelledby="performance-title" className="grid gap-3">
        <h2 id="performance-title" className="font-semibold">
          {t('analytics.performance')}
        </h2>
        <dl className="grid gap-4 sm:grid-cols-3">
          {performance.map((p) => (
            <MetricCard key={p.label} label={p.label} value={p.value} />
          ))}
        </dl>
      </section>
      <VisitorActivity stats={stats} />
    </div>
  );
}
