import { queryOptions } from '@tanstack/react-query';
import type { GameId, Leaderboard, LeaderboardRun, ScoreAccepted, ScoreSubmission } from '@portfolio/contracts';
import { ApiError, callEndpoint } from '@/lib/api-client';
import { loadGamesEndpoints } from './games-endpoints';

/** `gamesEndpoints.leaderboard`: a game's best scores (404 while its board is off: not asked again then). */
export const leaderboardQuery = (game: GameId) =>
  queryOptions({
    queryKey: ['content', 'games', game, 'leaderboard'],
    queryFn: async ({ signal }): Promise<Leaderboard> => {
      const { leaderboard } = await loadGamesEndpoints();
      return callEndpoint(leaderboard, { params: { game } }, { signal });
    },
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 3,
  });

/** `gamesEndpoints.startLeaderboardRun`: the signed seed a leaderboard game is played with. */
export async function startLeaderboardRun(game: GameId): Promise<LeaderboardRun> {
  const { startLeaderboardRun: start } = await loadGamesEndpoints();
  return callEndpoint(start, { params: { game } });
}

/** `gamesEndpoints.submitScore`: the finished game's record, which the server replays before it ranks it. */
export async function submitScore(game: GameId, submission: ScoreSubmission): Promise<ScoreAccepted> {
  const { submitScore: submit } = await loadGamesEndpoints();
  return callEndpoint(submit, { params: { game }, body: submission });
}
