import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { otherPages } from '@portfolio/contracts';
import { Section } from '@/components/section';
import { emptyStats, statsQuery } from '../api/stats';
import { useStatsFormat } from '../hooks/use-stats-format';

const topCount = 5;

/**
 * Public aggregates from `/api/analytics/stats`. It only reads the query: fetching and the 30 s refresh are
 * the page tracker's, so the section never fetches ahead of the session start and the first page view.
 */
export function StatsSection() {
  const { t } = useTranslation('stats');
  const { data = emptyStats } = useQuery({ ...statsQuery(), enabled: false });
  const format = useStatsFormat();
  const average = data.performanceAverages.avgLoadEvent;

  const totals = [
    { label: t('stats.totalPageviews'), value: format.count(data.totalPageviews) },
    { label: t('stats.totalSessions'), value: format.count(data.totalSessions) },
    {
      label: t('stats.averageLoad'),
      value: average === null ? '—' : t('stats.milliseconds', { value: format.count(Math.round(average)) }),
    },
  ];
  const lists = [
    {
      title: t('stats.topPages'),
      // The site's own pages, and one row for every other path a visitor's browser reported.
      rows: data.topPages.map((p) => ({
        name: p.path === otherPages ? t('stats.otherPages') : p.path,
        count: p.count,
      })),
      ltr: true,
    },
    { title: t('stats.topBrowsers'), rows: data.byBrowser, ltr: false },
    {
      title: t('stats.topCountries'),
      rows: data.byCountry.map((c) => ({ ...c, name: format.country(c.name) })),
      ltr: false,
    },
  ];

  return (
    <Section id="stats" title={t('stats.title')} intro={t('stats.intro')}>
      <dl className="grid gap-4 sm:grid-cols-3">
        {totals.map(({ label, value }) => (
          <div key={label} className="rounded-lg border bg-card p-5">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="mt-1 text-3xl font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 grid gap-4 md:grid-cols-3">
        {lists.map(({ title, rows, ltr }) => (
          <div key={title} className="rounded-lg border bg-card p-5">
            <h3 className="font-semibold">{title}</h3>
            {rows.length === 0 ? (
              <p className="mt-3 text-sm text-muted-foreground">{t('stats.empty')}</p>
            ) : (
              <ol className="mt-3 space-y-2 text-sm">
                {rows.slice(0, topCount).map((row) => (
                  <li key={row.name} className="flex justify-between gap-4">
                    {/* Paths read left to right whatever the page direction. */}
                    <span className="truncate" dir={ltr ? 'ltr' : undefined}>
                      {row.name}
                    </span>
                    <span className="tabular-nums text-muted-foreground">{format.count(row.count)}</span>
                  </li>
                ))}
              </ol>
            )}
          </div>
        ))}
      </div>
    </Section>
  );
}
