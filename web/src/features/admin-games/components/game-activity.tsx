import type { GameStats } from '@portfolio/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartLegend, TrendChart } from '@/components/charts/trend-chart';
import { MetricCard } from '@/components/metric-card';
import { QueryFallback } from '@/components/query-fallback';
import { useAdminFormat } from '@/lib/use-admin-format';
import { gameStatsQuery } from '../api/game-stats';

/**
 * "What visitors do": per game, its plays, completed games (and their share), median score and duration over the
 * period, and a small chart of plays and completions per day. The period and its picker are the analytics
 * screen's, handed in by the screen (features do not import each other).
 */
export function GameActivity({ period, picker }: { period: { from: string; to: string }; picker: ReactNode }) {
  const { t } = useTranslation('admin-games');
  const id = useId();
  const query = useQuery(gameStatsQuery(period));

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4">
      <div>
        <h2 id={`${id}-title`} className="text-xl font-semibold">
          {t('activity.title')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('activity.intro')}</p>
      </div>
      {picker}
      {query.data ? (
        <div className="grid gap-4">
          {query.data.games.map((game) => (
            <GameFigures key={game.game} stats={game} />
          ))}
        </div>
      ) : (
        <QueryFallback query={query} />
      )}
    </section>
  );
}

function GameFigures({ stats }: { stats: GameStats['games'][number] }) {
  const { t } = useTranslation(['admin-games', 'admin']);
  const format = useAdminFormat();
  const id = useId();
  const name = t(`names.${stats.game}`);
  const none = t('activity.none');
  const first = stats.days[0]?.day;
  const last = stats.days[stats.days.length - 1]?.day;
  const figures = [
    { label: t('activity.plays'), value: format.count(stats.plays) },
    {
      label: t('activity.completions'),
      value: format.count(stats.completions),
      detail: stats.plays
        ? t('activity.completionRate', { rate: format.percent((stats.completions / stats.plays) * 100) })
        : undefined,
    },
    {
      // Memory's score is the moves the game took: fewer is better.
      label: t(stats.game === 'memory' ? 'activity.medianMoves' : 'activity.medianScore'),
      value: stats.medianScore === null ? none : format.decimal(stats.medianScore),
    },
    {
      label: t('activity.medianDuration'),
      value:
        stats.medianDurationMs === null
          ? none
          : t('admin:common.seconds', { value: format.decimal(stats.medianDurationMs / 1000) }),
    },
  ];

  return (
    <section aria-labelledby={`${id}-title`} className="grid content-start gap-3 rounded-lg border bg-card p-4">
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {name}
      </h3>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {figures.map((figure) => (
          <MetricCard key={figure.label} label={figure.label} value={figure.value}>
            {figure.detail && <span className="text-sm text-muted-foreground">{figure.detail}</span>}
          </MetricCard>
        ))}
      </dl>
      <ChartLegend pageviews={t('activity.legendPlays')} visits={t('activity.legendCompletions')} />
      <TrendChart
        className="h-24"
        height={120}
        label={t('activity.chartSummary', {
          game: name,
          from: first ? format.day(first) : '',
          to: last ? format.day(last) : '',
          plays: format.count(stats.plays),
          completions: format.count(stats.completions),
        })}
        titles={stats.days.map((d) =>
          t('activity.dayTitle', { day: format.day(d.day), plays: d.plays, completions: d.completions }),
        )}
        series={[
          { kind: 'bars', values: stats.days.map((d) => d.plays) },
          { kind: 'line', values: stats.days.map((d) => d.completions) },
        ]}
      />
    </section>
  );
}
