import { createHash, randomBytes } from 'node:crypto';
import {
  gameScoreOrder,
  leaderboardLimits,
  type AdminLeaderboard,
  type GameId,
  type Leaderboard,
  type LeaderboardEntry,
  type LeaderboardRun,
  type ScoreAccepted,
  type ScoreSubmission,
} from '@portfolio/contracts';
import { HttpError } from '@portfolio/kit';
import type { LeaderboardRecord, LeaderboardStore } from '../stores/games-port.ts';
import type { GamesSettingsKeeper } from './games-settings.ts';
import { checkNickname } from './leaderboard/nickname.ts';
import { checkSubmission } from './leaderboard/plausibility.ts';
import { openRunToken, signRunToken } from './leaderboard/run-token.ts';

export interface LeaderboardsDeps {
  store: LeaderboardStore;
  games: Pick<GamesSettingsKeeper, 'current'>;
  /** The key run tokens are signed with (kept under DATA_DIR/secrets: tokens outlive a restart). */
  secret: Buffer;
  now: () => Date;
  fromStore: <T>(work: () => Promise<T>) => Promise<T>;
}

/** The administrator's page of a board. */
export const adminPageSize = 20;

const entryOf = ({ id, nickname, score, durationMs, at }: LeaderboardRecord): LeaderboardEntry => ({
  id,
  nickname,
  score,
  durationMs,
  at: at.toISOString(),
});

const noBoard = () => new HttpError(404, 'not_found', 'This game has no leaderboard.');
const implausible = (reason: string) =>
  new HttpError(422, 'implausible_score', 'This score cannot be taken as it is.', {
    details: [{ path: 'reason', message: reason }],
  });

/**
 * A run's one entry, ever: named by what its signed token holds (not the token's text, which another encoding of
 * the same bytes could change), hashed to a short key.
 */
const tokenIdOf = (run: { game: GameId; seed: number; issuedAt: number }) =>
  createHash('sha256').update(`${run.game}:${run.seed}:${run.issuedAt}`).digest('base64url').slice(0, 32);

/**
 * What the page never sends for a game it played: a run whose record replayed to one of these is spent, so that
 * one run buys one replay of a forged record, not one per request. (A run refused as too slow or over a changed
 * setting stays usable: a clock or a save can cause those.)
 */
const forgedReasons = new Set(['not_finished', 'score_mismatch', 'too_fast']);
const forgedRunsKept = 10_000;

/** The runs spent on forged records, the newest kept (a run lives a day; a restart forgets them, harmlessly). */
function spentRuns(capacity: number) {
  const ids = new Set<string>();
  return {
    has: (id: string) => ids.has(id),
    add(id: string) {
      ids.add(id);
      if (ids.size > capacity) ids.delete(ids.values().next().value!);
    },
  };
}

/**
 * The public boards: a run starts with a signed seed, ends with the game's record, which is replayed under the
 * settings the token names before its score is ranked. A game whose board is off answers 404 to all of it.
 */
export function leaderboards({ store, games, secret, now, fromStore }: LeaderboardsDeps) {
  const forged = spentRuns(forgedRunsKept);

  /** The settings in force, once the game's board is on; else 404. */
  async function boardSettings(game: GameId) {
    const { settings } = await games.current();
    if (!settings.games.some((entry) => entry.id === game && entry.leaderboard)) throw noBoard();
    return settings;
  }

  return {
    async startRun(game: GameId): Promise<LeaderboardRun> {
      const settings = await boardSettings(game);
      const seed = randomBytes(4).readUInt32BE(0);
      const token = signRunToken(secret, { game, seed, issuedAt: now().getTime(), settings });
      return { token, seed };
    },

    /** Ranks a finished run's score once its replay, its length and its nickname pass; else 422, nothing written. */
    async submit(game: GameId, submission: ScoreSubmission): Promise<ScoreAccepted> {
      const settings = await boardSettings(game);
      const run = openRunToken(secret, submission.token);
      if (!run || run.game !== game || submission.record.game !== game) throw implausible('token_invalid');
      const tokenId = tokenIdOf(run);
      if (forged.has(tokenId)) throw implausible('token_used');
      // The nickname first: refusing it costs nothing and spends nothing, so the visitor can send another.
      const nickname = checkNickname(submission.nickname);
      if (!nickname.ok) {
        throw new HttpError(422, 'nickname_refused', 'This nickname cannot be shown.', {
          details: [{ path: 'body.nickname', message: nickname.reason }],
        });
      }
      const at = now();
      const verdict = checkSubmission({ submission, run, settings, now: at });
      if (!verdict.ok) {
        if (forgedReasons.has(verdict.reason)) forged.add(tokenId);
        throw implausible(verdict.reason);
      }
      const record: LeaderboardRecord = {
        id: randomBytes(12).toString('base64url'),
        game,
        nickname: nickname.nickname,
        score: verdict.score,
        moves: verdict.moves,
        durationMs: submission.durationMs,
        at,
        tokenId,
      };
      const order = gameScoreOrder[game];
      const rank = await fromStore(async () => {
        if (!(await store.add(record))) return undefined;
        return (await store.better(game, order, record.score, record.durationMs)) + 1;
      });
      if (rank === undefined) throw implausible('token_used');
      return { entry: entryOf(record), rank };
    },

    async board(game: GameId): Promise<Leaderboard> {
      await boardSettings(game);
      const order = gameScoreOrder[game];
      const entries = await fromStore(() => store.best(game, order, leaderboardLimits.shown));
      return { game, order, entries: entries.map(entryOf) };
    },

    /** Every entry newest first, also while the board is off (what was shown stays the administrator's to remove). */
    async adminBoard(game: GameId, page: number): Promise<AdminLeaderboard> {
      const [total, entries] = await fromStore(() =>
        Promise.all([store.count(game), store.newest(game, (page - 1) * adminPageSize, adminPageSize)]),
      );
      return { game, entries: entries.map(entryOf), total, page, pageSize: adminPageSize };
    },

    async remove(game: GameId, entryId: string): Promise<void> {
      if (!(await fromStore(() => store.remove(game, entryId)))) {
        throw new HttpError(404, 'not_found', 'There is no such entry on this board.');
      }
    },
  };
}

export type Leaderboards = ReturnType<typeof leaderboards>;
