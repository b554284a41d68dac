import type { StatsResponse } from '@portfolio/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartLegend, TrendChart } from '@/components/charts/trend-chart';
import { useAdminFormat } from '@/lib/use-admin-format';
import { sum } from '../period';

type Days = StatsResponse['dailyPageviews'];

/**
 * Page views (bars) and visits (line) per day, titled, with its legend, and summed up in words for assistive
 * technology. The dashboard and the analytics screen show the same chart at two sizes.
 */
export function DailyChart({
  title,
  pageviews,
  visits,
  chartClassName,
  titleClassName,
}: {
  title: string;
  pageviews: Days;
  visits: Days;
  chartClassName: string;
  titleClassName: string;
}) {
  const { t } = useTranslation('admin-analytics');
  const format = useAdminFormat();
  const id = useId();
  const first = pageviews[0]?.date;
  const last = pageviews[pageviews.length - 1]?.date;
  return (
    <section aria-labelledby={id} className="rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className={titleClassName}>
          {title}
        </h2>
        <ChartLegend pageviews={t('analytics.pageviews')} visits={t('analytics.sessions')} />
      </div>
      <TrendChart
        className={chartClassName}
        height={200}
        label={
          first && last
            ? t('analytics.dailySummary', {
                from: format.day(first),
                to: format.day(last),
                pageviews: format.count(sum(pageviews)),
                visits: format.count(sum(visits)),
              })
            : t('analytics.empty')
        }
        titles={pageviews.map((d, i) => `${format.day(d.date)}: ${d.count} / ${visits[i]?.count ?? 0}`)}
        series={[
          { kind: 'bars', values: pageviews.map((d) => d.count) },
          { kind: 'line', values: visits.map((d) => d.count) },
        ]}
      />
    </section>
  );
}
