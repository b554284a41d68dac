// zod mini, not classic: the games page validates the API's answers with these schemas (`Schema`, endpoint.ts).
import * as z from 'zod/mini';
import { gameId } from './games.ts';

/**
 * The optional public leaderboards (#20). A score is never taken as a number: a run starts with a seed the server
 * signs (`leaderboardRun`), the page plays with that seed, and at the end sends the game's record (every turn, move
 * or card turned). The server replays the record with the shared rules (`games/`), under the settings the token
 * names, and keeps the score the replay reaches, only when the game really ended and its length fits the time that
 * passed since the run began.
 */
export const leaderboardLimits = {
  nickname: { min: 2, max: 20 },
  /** The most turns, moves or cards a record may hold (a long game of 2048 is a few thousand moves). */
  recordSteps: 20_000,
  /** The most snake steps: at the fastest speed, about half an hour. */
  snakeSteps: 20_000,
  /** The entries a public board shows. */
  shown: 20,
} as const;

const whole = (min: number, max: number) => z.number().check(z.int(), z.minimum(min), z.maximum(max));

export const leaderboardParams = z.object({ game: gameId });
export const leaderboardEntryParams = z.object({
  game: gameId,
  entryId: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be an entry id')),
});

/** `POST /api/content/game-runs/:game`: the seed to play with, signed with the game and its settings. */
export const leaderboardRun = z.strictObject({
  token: z.string(),
  /** A 32-bit seed for the shared random generator (`games/random.ts`). */
  seed: whole(0, 0xffff_ffff),
});
export type LeaderboardRun = z.infer<typeof leaderboardRun>;

const direction = z.enum(['up', 'down', 'left', 'right']);

/** Snake: the direction typed at each step it was typed before, and the steps the game lasted until it ended. */
export const snakeRecord = z.strictObject({
  game: z.literal('snake'),
  turns: z
    .array(z.strictObject({ step: whole(0, leaderboardLimits.snakeSteps), direction }))
    .check(z.maxLength(leaderboardLimits.recordSteps)),
  steps: whole(1, leaderboardLimits.snakeSteps),
});
/** 2048: every move, in order (`u`, `d`, `l`, `r`). */
export const record2048 = z.strictObject({
  game: z.literal('2048'),
  moves: z
    .string()
    .check(z.maxLength(leaderboardLimits.recordSteps), z.regex(/^[udlr]*$/, 'must be moves written u, d, l, r')),
});
/** Memory: the index of every card turned, in order. */
export const memoryRecord = z.strictObject({
  game: z.literal('memory'),
  flips: z.array(whole(0, 99)).check(z.maxLength(leaderboardLimits.recordSteps)),
});
export const gameRecord = z.discriminatedUnion('game', [snakeRecord, record2048, memoryRecord]);
export type GameRecord = z.infer<typeof gameRecord>;

/** A nickname as typed; the server also refuses abuse (`nickname_refused`) and trims spaces. */
export const nickname = z
  .string()
  .check(z.minLength(leaderboardLimits.nickname.min), z.maxLength(leaderboardLimits.nickname.max));

export const scoreSubmission = z.strictObject({
  token: z.string().check(z.maxLength(512)),
  nickname,
  /** How long the game lasted, as the page measured it. */
  durationMs: whole(0, 86_400_000),
  /** The score the page shows: refused when the replay does not reach the same. */
  score: whole(0, 10_000_000),
  record: gameRecord,
});
export type ScoreSubmission = z.infer<typeof scoreSubmission>;

export const leaderboardEntry = z.strictObject({
  id: z.string(),
  nickname: z.string(),
  score: z.number(),
  durationMs: z.number(),
  /** ISO 8601. */
  at: z.string(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntry>;

/** A public board: the best first (Snake and 2048 the highest score, Memory the fewest moves; then the quickest). */
export const leaderboard = z.strictObject({
  game: gameId,
  /** Memory ranks the fewest moves first. */
  order: z.enum(['highest', 'lowest']),
  entries: z.array(leaderboardEntry),
});
export type Leaderboard = z.infer<typeof leaderboard>;

export const scoreAccepted = z.strictObject({ entry: leaderboardEntry, rank: whole(1, Number.MAX_SAFE_INTEGER) });
export type ScoreAccepted = z.infer<typeof scoreAccepted>;

/** The administrator's board: every entry, newest first, paged. */
export const adminLeaderboardQuery = z.object({ page: z.optional(z.string().check(z.regex(/^[1-9][0-9]{0,5}$/))) });
export const adminLeaderboard = z.strictObject({
  game: gameId,
  entries: z.array(leaderboardEntry),
  total: whole(0, Number.MAX_SAFE_INTEGER),
  page: whole(1, 1_000_000),
  pageSize: whole(1, 100),
});
export type AdminLeaderboard = z.infer<typeof adminLeaderboard>;
