import { queryOptions } from '@tanstack/react-query';
import type { PublicGames } from '@portfolio/contracts';
import { refetchUnlessPrerendered, takePrerendered } from '@/components/articles/api/prerendered';
import { callEndpoint } from '@/lib/api-client';
import { loadGamesEndpoints } from './games-endpoints';

/**
 * `gamesEndpoints.games`: the visible games in their order, with their settings. When the server wrote this answer
 * into the page's HTML (a first visit of `/games`), it is the first data, so the tabs show without a request.
 */
export const gamesQuery = () =>
  queryOptions({
    queryKey: ['content', 'games'],
    queryFn: async ({ signal }): Promise<PublicGames> => {
      const { games } = await loadGamesEndpoints();
      return callEndpoint(games, {}, { signal });
    },
    initialData: () =>
      takePrerendered(({ endpoint, answer }) => endpoint === 'games' && Array.isArray(answer.games)) as
        PublicGames | undefined,
    refetchOnMount: refetchUnlessPrerendered,
  });
