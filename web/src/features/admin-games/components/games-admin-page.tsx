import { useQuery } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { QueryFallback } from '@/components/query-fallback';
import { gamesSettingsQuery } from '../api/games-settings';
import { GameActivity } from './game-activity';
import { GamesSettingsForm } from './games-settings-form';
import { LeaderboardModeration, type PagerProps } from './leaderboard-moderation';

/**
 * `/admin/games`: the games' settings, what visitors do with the games over a period, and the leaderboards'
 * moderation. The period, its picker and the pager are the other admin screens', composed by the route.
 */
export function GamesAdminPage({
  period,
  periodPicker,
  Pager,
}: {
  period: { from: string; to: string };
  periodPicker: ReactNode;
  Pager: ComponentType<PagerProps>;
}) {
  const settings = useQuery(gamesSettingsQuery());
  return (
    <div className="grid gap-8">
      {settings.data ? (
        // A new form when the saved settings change elsewhere (another tab), so that its fields show them.
        <GamesSettingsForm key={settings.data.updatedAt ?? 'defaults'} view={settings.data} />
      ) : (
        <QueryFallback query={settings} />
      )}
      <GameActivity period={period} picker={periodPicker} />
      {settings.data && <LeaderboardModeration games={settings.data.settings.games} Pager={Pager} />}
    </div>
  );
}
