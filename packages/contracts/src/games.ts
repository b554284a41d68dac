// zod mini, not classic: the games page validates the API's answers with these schemas (`Schema`, endpoint.ts).
import * as z from 'zod/mini';
import { pageviewId } from './analytics.ts';

/**
 * The games of `/games` (#20): which are shown and in what order, each one's settings, the anonymous play events
 * the games send to the analytics service, and the optional leaderboards, whose scores the content service replays
 * from the game's own record (the rules in `games/`, shared with the page) before it believes them.
 */
export const gameIds = ['snake', '2048', 'memory'] as const;
export const gameId = z.enum(gameIds);
export type GameId = z.infer<typeof gameId>;

const whole = (min: number, max: number) => z.number().check(z.int(), z.minimum(min), z.maximum(max));

/** How fast the snake moves: the milliseconds between two of its steps (`snakeStepMs`). */
export const snakeSpeeds = ['slow', 'normal', 'fast'] as const;
export const snakeStepMs = { slow: 180, normal: 130, fast: 90 } as const satisfies Record<
  (typeof snakeSpeeds)[number],
  number
>;

export const gameSettingsLimits = {
  snakeBoard: { min: 10, max: 24 },
  board2048: { min: 3, max: 6 },
  memoryPairs: { min: 4, max: 12 },
} as const;

export const snakeSettings = z.strictObject({
  speed: z.enum(snakeSpeeds),
  /** Cells on a side. */
  boardSize: whole(gameSettingsLimits.snakeBoard.min, gameSettingsLimits.snakeBoard.max),
});
export const game2048Settings = z.strictObject({
  boardSize: whole(gameSettingsLimits.board2048.min, gameSettingsLimits.board2048.max),
});
export const memorySettings = z.strictObject({
  pairs: whole(gameSettingsLimits.memoryPairs.min, gameSettingsLimits.memoryPairs.max),
});
export type SnakeSettings = z.infer<typeof snakeSettings>;
export type Game2048Settings = z.infer<typeof game2048Settings>;
export type MemorySettings = z.infer<typeof memorySettings>;

/** One game's place on the page. The list's order is the page's order; every game appears exactly once. */
export const gameEntry = z.strictObject({
  id: gameId,
  visible: z.boolean(),
  /** The public leaderboard: off unless the administrator turns it on. */
  leaderboard: z.boolean(),
});
export type GameEntry = z.infer<typeof gameEntry>;

/** `PUT /api/admin/content/games`: the whole of it, as the administrator saves it. */
export const gamesSettings = z.strictObject({
  games: z.array(gameEntry).check(z.length(gameIds.length)),
  snake: snakeSettings,
  '2048': game2048Settings,
  memory: memorySettings,
});
export type GamesSettings = z.infer<typeof gamesSettings>;

/** What the administrator reads back: the settings and when they were last saved (null: never, the defaults). */
export const gamesSettingsView = z.strictObject({
  settings: gamesSettings,
  updatedAt: z.nullable(z.string()),
});
export type GamesSettingsView = z.infer<typeof gamesSettingsView>;

/** Today's page, before the administrator changes anything. */
export const defaultGamesSettings: GamesSettings = {
  games: gameIds.map((id) => ({ id, visible: true, leaderboard: false })),
  snake: { speed: 'normal', boardSize: 16 },
  '2048': { boardSize: 4 },
  memory: { pairs: 8 },
};

/** `GET /api/content/games`: the visible games in their order, with their settings; hidden games are not named. */
export const publicGames = z.strictObject({
  games: z.array(
    z.strictObject({
      id: gameId,
      leaderboard: z.boolean(),
    }),
  ),
  snake: snakeSettings,
  '2048': game2048Settings,
  memory: memorySettings,
});
export type PublicGames = z.infer<typeof publicGames>;

/**
 * `POST /api/analytics/game-event`: a game started or finished. No visitor identity at all (no session, no
 * cookie, no address kept): the events count plays, completions and scores, never who played. `eventId` makes a
 * retried event count once.
 */
export const gameEventKinds = ['start', 'finish'] as const;
export const gameEvent = z.strictObject({
  eventId: pageviewId,
  game: gameId,
  kind: z.enum(gameEventKinds),
  /** At `finish`: the final score (2048, Snake: points; Memory: the moves it took, fewer is better). */
  score: z.optional(whole(0, 10_000_000)),
  /** At `finish`: how long the game lasted. */
  durationMs: z.optional(whole(0, 86_400_000)),
  /** At `finish`: whether the game reached its end (Memory complete, 2048 won or stuck, Snake over). */
  completed: z.optional(z.boolean()),
});
export type GameEvent = z.infer<typeof gameEvent>;

const isoDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD'));
export const gameStatsQuery = z.object({ from: z.optional(isoDay), to: z.optional(isoDay) });
export type GameStatsQuery = z.infer<typeof gameStatsQuery>;

const count = whole(0, Number.MAX_SAFE_INTEGER);
/** `GET /api/admin/analytics/games`: per game over the range, and per day for the chart. */
export const gameStats = z.strictObject({
  from: isoDay,
  to: isoDay,
  games: z.array(
    z.strictObject({
      game: gameId,
      plays: count,
      completions: count,
      /** Null until a game of the range finished with a score. */
      medianScore: z.nullable(z.number()),
      medianDurationMs: z.nullable(z.number()),
      days: z.array(z.strictObject({ day: isoDay, plays: count, completions: count })),
    }),
  ),
});
export type GameStats = z.infer<typeof gameStats>;
