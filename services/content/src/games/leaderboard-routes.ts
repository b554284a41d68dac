import { gamesEndpoints as e } from '@portfolio/contracts';
import { route, type RouteDefinition } from '@portfolio/kit';
import type { Leaderboards } from './leaderboards.ts';

/** The public boards (runs, scores, the best entries) and the administrator's moderation of them. */
export function leaderboardRoutes(boards: Leaderboards): RouteDefinition[] {
  return [
    route(e.startLeaderboardRun, (_ctx, { params }) => boards.startRun(params.game)),
    route(e.submitScore, (_ctx, { params, body }) => boards.submit(params.game, body)),
    route(e.leaderboard, (_ctx, { params }) => boards.board(params.game)),
    route(e.adminLeaderboard, (_ctx, { params, query }) => boards.adminBoard(params.game, Number(query.page ?? 1))),
    route(e.removeLeaderboardEntry, async (_ctx, { params }) => {
      await boards.remove(params.game, params.entryId);
    }),
  ];
}
