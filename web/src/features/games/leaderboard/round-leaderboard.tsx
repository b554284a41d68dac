import type { GameId } from '@portfolio/contracts';
import { useTranslation } from 'react-i18next';
import type { Round } from '../play/use-rounds';
import { LeaderboardPanel } from './leaderboard-panel';
import { ScoreSubmission, type FinishedRun } from './score-submission';

/**
 * Under a game whose board is on: "Add my score" once a ranked game has ended, a word when the game could not be
 * ranked (its run was refused or unreachable), and the board itself on demand.
 */
export function RoundLeaderboard({
  game,
  round,
  finished,
}: {
  game: GameId;
  round: Round;
  finished: Omit<FinishedRun, 'run'> | undefined;
}) {
  const { t } = useTranslation('games');
  return (
    <div className="mt-4 flex flex-col items-center gap-3">
      {round.run && finished && (
        <ScoreSubmission key={round.key} game={game} finished={{ ...finished, run: round.run }} />
      )}
      {!round.run && <p className="text-center text-sm text-muted-foreground">{t('games.board.unranked')}</p>}
      <LeaderboardPanel game={game} />
    </div>
  );
}
