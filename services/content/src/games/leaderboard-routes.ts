import { gamesEndpoints as e } from '@portfolio/contracts';
import {
  clientAddressKey,
  HttpError,
  rateLimiter,
  route,
  type RouteDefinition,
  type TrustedProxies,
} from '@portfolio/kit';
import type { Leaderboards } from './leaderboards.ts';

const hourMs = 60 * 60_000;

export interface ScoreLimit {
  trust: TrustedProxies;
  /** Scores one client address may send an hour, counted before their replay. */
  perHour: number;
  now: () => Date;
}

/**
 * The public boards (runs, scores, the best entries) and the administrator's moderation of them. Scores are
 * limited per address in the service itself, not only at the gateway (whose ingestion limit is per second and
 * which the single-machine mode has not): each costs a replay, and a bot that plays genuine games from its seeds
 * could otherwise fill a board from one address. An address is an IPv4 address or an IPv6 /64.
 */
export function leaderboardRoutes(boards: Leaderboards, limit: ScoreLimit): RouteDefinition[] {
  const perAddress = rateLimiter({ limit: limit.perHour, windowMs: hourMs });
  return [
    route(e.startLeaderboardRun, (_ctx, { params }) => boards.startRun(params.game)),
    route(e.submitScore, (ctx, { params, body }) => {
      const { allowed, retryAfterS } = perAddress.take(clientAddressKey(ctx.req, limit.trust), limit.now().getTime());
      if (!allowed) {
        throw new HttpError(429, 'too_many_requests', 'Too many scores from this address; try again later.', {
          headers: { 'Retry-After': String(retryAfterS) },
        });
      }
      return boards.submit(params.game, body);
    }),
    route(e.leaderboard, (_ctx, { params }) => boards.board(params.game)),
    route(e.adminLeaderboard, (_ctx, { params, query }) => boards.adminBoard(params.game, Number(query.page ?? 1))),
    route(e.removeLeaderboardEntry, async (_ctx, { params }) => {
      await boards.remove(params.game, params.entryId);
    }),
  ];
}
