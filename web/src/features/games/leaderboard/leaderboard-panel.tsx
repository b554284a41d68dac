import { Trophy } from 'lucide-react';
import { useId, useState } from 'react';
import type { GameId } from '@portfolio/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { LeaderboardTable } from './leaderboard-table';

/** The "Leaderboard" view of a game whose board is on: a button that shows or hides the board under the game. */
export function LeaderboardPanel({ game }: { game: GameId }) {
  const { t } = useTranslation('games');
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="flex w-full flex-col items-center gap-3">
      <Button variant="outline" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        <Trophy aria-hidden />
        {t('games.board.show')}
      </Button>
      <div id={id} hidden={!open} className="w-full max-w-md">
        {open && <LeaderboardTable game={game} />}
      </div>
    </div>
  );
}
