// First: zod is told not to probe for eval before the contract builds its schemas.
import '@/lib/api/zod-config';

/**
 * The games' endpoint declarations (settings, leaderboards, play events), loaded on demand by `loadGamesEndpoints`
 * when `/games` first asks for its games: none of it joins another page's download.
 */
export { gameAnalyticsEndpoints, gamesEndpoints } from '@portfolio/contracts';
