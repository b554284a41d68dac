import { useQuery } from '@tanstack/react-query';
import type { GameId } from '@portfolio/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { leaderboardQuery } from '../api/leaderboard';
import { formatClock } from '../components/game-frame';

/**
 * A game's public board, best first: rank, nickname, score (Memory: moves, fewer is better) and time. `highlight`
 * marks the entry the visitor has just added, in words as well as in colour.
 */
export function LeaderboardTable({ game, highlight }: { game: GameId; highlight?: string }) {
  const { t } = useTranslation('games');
  const query = useQuery(leaderboardQuery(game));

  if (query.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-destructive/50 p-4">
        <p>{t('games.board.failed')}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {t('games.board.retry')}
        </Button>
      </div>
    );
  }
  if (!query.data) {
    return (
      <p role="status" className="py-4 text-center text-muted-foreground">
        {t('games.board.loading')}
      </p>
    );
  }
  const { entries, order } = query.data;
  if (entries.length === 0) return <p className="py-4 text-center text-muted-foreground">{t('games.board.empty')}</p>;

  return (
    <table className="w-full text-start text-sm">
      <caption className="sr-only">{t('games.board.title')}</caption>
      <thead>
        <tr className="border-b text-muted-foreground">
          <th scope="col" className="px-2 py-1.5 text-start font-medium">
            {t('games.board.rank')}
          </th>
          <th scope="col" className="px-2 py-1.5 text-start font-medium">
            {t('games.board.nickname')}
          </th>
          <th scope="col" className="px-2 py-1.5 text-end font-medium">
            {order === 'lowest' ? t('games.moves') : t('games.score')}
          </th>
          <th scope="col" className="px-2 py-1.5 text-end font-medium">
            {t('games.time')}
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry, index) => {
          const yours = entry.id === highlight;
          return (
            <tr
              key={entry.id}
              aria-current={yours ? 'true' : undefined}
              className={cn('border-b last:border-0', yours && 'bg-primary/10 font-semibold')}
            >
              <td className="px-2 py-1.5 tabular-nums">{index + 1}</td>
              <td className="px-2 py-1.5 break-all">
                {/* The nickname is the visitor's: its own direction, whatever the page's. */}
                <bdi>{entry.nickname}</bdi>
                {yours && <span className="ms-2 text-primary">({t('games.board.yours')})</span>}
              </td>
              <td className="px-2 py-1.5 text-end tabular-nums">{entry.score}</td>
              <td className="px-2 py-1.5 text-end tabular-nums">{formatClock(Math.round(entry.durationMs / 1000))}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
