import type { StatsResponse } from '@portfolio/contracts';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ChartLegend, TrendChart } from '@/components/charts/trend-chart';
import { LoadState } from '@/components/load-state';
import { MetricCard } from '@/components/metric-card';
import { Button } from '@/components/ui/button';
import { analyticsTiming } from '@/config/constants';
import { useAdminFormat } from '@/lib/use-admin-format';
import { adminStatsQuery } from '../api/admin-stats';
import { downloadCsv, statsCsvRows, toCsv } from '../csv';
import { localToday, percentChange, periodFromSearch, previousPeriod } from '../period';
import { BreakdownList } from './breakdown-list';
import { PeriodPicker } from './period-picker';
import { VisitorActivity } from './visitor-activity';

/**
 * Plausible's dashboard for the administrator: a period compared with the one before, daily page views and
 * visits, every breakdown the stats API gives, performance, and who is on the site now. The period is in the
 * address, so a view can be reloaded or bookmarked.
 */
export function AnalyticsPage() {
  const { t } = useTranslation('admin');
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
        <LoadState
          failed={current.isError}
          loadingText={t('common.loading')}
          failedText={t('common.loadFailed')}
          retryText={t('common.retry')}
          onRetry={() => void current.refetch()}
        />
      </div>
    );
  }
  const stats = current.data;
  const prior = before.data;
  const compare = (pick: (s: StatsResponse) => number) => (prior ? percentChange(pick(stats), pick(prior)) : null);
  const seconds = (value: number) => t('common.seconds', { value: format.decimal(value) });
  const millis = (value: number | null) =>
    value === null ? t('common.notMeasured') : t('common.milliseconds', { value: format.count(Math.round(value)) });

  const figures = [
    {
      label: t('analytics.pageviews'),
      value: format.count(stats.totalPageviews),
      pick: (s: StatsResponse) => s.totalPageviews,
    },
    {
      label: t('analytics.sessions'),
      value: format.count(stats.totalSessions),
      pick: (s: StatsResponse) => s.totalSessions,
    },
    {
      label: t('analytics.visitors'),
      value: format.count(stats.uniqueVisitors),
      pick: (s: StatsResponse) => s.uniqueVisitors,
    },
    {
      label: t('analytics.bounceRate'),
      value: format.percent(stats.bounceRate),
      pick: (s: StatsResponse) => s.bounceRate,
    },
    {
      label: t('analytics.visitDuration'),
      value: seconds(stats.avgVisitDurationSeconds),
      pick: (s: StatsResponse) => s.avgVisitDurationSeconds,
    },
  ];
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
  const days = stats.dailyPageviews;

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
            changeLabel={t('common.versusPrevious')}
            formatChange={format.change}
            noPrevious={t('common.noPrevious')}
          />
        ))}
      </dl>
      <section aria-labelledby="daily-title" className="rounded-lg border bg-card p-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="daily-title" className="font-semibold">
            {t('analytics.daily')}
          </h2>
          <ChartLegend pageviews={t('analytics.pageviews')} visits={t('analytics.sessions')} />
        </div>
        <TrendChart
          className="mt-4 h-48"
          height={200}
          label={t('analytics.dailySummary', {
            from: format.day(stats.range.from),
            to: format.day(stats.range.to),
            pageviews: format.count(stats.totalPageviews),
            visits: format.count(stats.totalSessions),
          })}
          titles={days.map((d, i) => `${format.day(d.date)}: ${d.count} / ${stats.dailySessions[i]?.count ?? 0}`)}
          series={[
            { kind: 'bars', values: days.map((d) => d.count) },
            { kind: 'line', values: stats.dailySessions.map((d) => d.count) },
          ]}
        />
      </section>
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
