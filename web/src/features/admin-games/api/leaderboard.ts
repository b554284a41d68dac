import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { gamesEndpoints, type GameId } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';

const admin = { credentials: 'include' } as const;

/** `gamesEndpoints.adminLeaderboard`: a game's entries, newest first, one page (also while its board is off). */
export const adminLeaderboardQuery = (game: GameId, page: number) =>
  queryOptions({
    queryKey: ['admin', 'games', 'leaderboard', game, page],
    queryFn: () =>
      callEndpoint(gamesEndpoints.adminLeaderboard, { params: { game }, query: { page: String(page) } }, admin),
    // The page being left stays on screen until the next one arrives, so the pager does not jump.
    placeholderData: keepPreviousData,
  });

/** `gamesEndpoints.removeLeaderboardEntry`. */
export const removeLeaderboardEntry = ({ game, entryId }: { game: GameId; entryId: string }) =>
  callEndpoint(gamesEndpoints.removeLeaderboardEntry, { params: { game, entryId } }, admin);
