import { isDeepStrictEqual } from 'node:util';
import {
  replayRecord,
  snakeStepMs,
  type GameRecord,
  type GamesSettings,
  type ScoreSubmission,
} from '@portfolio/contracts';
import type { Run } from './run-token.ts';

/** Why a score is not taken (`implausible_score`'s `details.reason`); `token_used` is the store's to find. */
export type ImplausibleReason =
  'token_invalid' | 'token_expired' | 'settings_changed' | 'not_finished' | 'score_mismatch' | 'too_fast' | 'too_slow';

export type Verdict = { ok: true; score: number; moves: number } | { ok: false; reason: ImplausibleReason };

/** A run is played within a day of its start. */
export const runLifetimeMs = 24 * 60 * 60 * 1000;
/** The page's clock and the server's may disagree a little about when the game began. */
export const clockSlackMs = 2000;
/** 2048 and Memory: no hand makes moves faster than this, on average. */
export const leastMoveMs = 60;
/** Snake: the steps go at the speed's pace; a tenth less, for the timers' jitter. */
const snakePace = 0.9;

/**
 * Believes a score only from its replay: the token's settings are still the game's (a board holds games of one
 * kind), the record ends where the game ended with the score the page showed, and the game's length is one a
 * person could have played in the time since the run began.
 */
export function checkSubmission({
  submission,
  run,
  settings,
  now,
}: {
  submission: ScoreSubmission;
  run: Run;
  settings: GamesSettings;
  now: Date;
}): Verdict {
  if (submission.record.game !== run.game) return { ok: false, reason: 'token_invalid' };
  const elapsed = now.getTime() - run.issuedAt;
  if (elapsed > runLifetimeMs) return { ok: false, reason: 'token_expired' };
  if (!isDeepStrictEqual(run.settings, settings[run.game])) return { ok: false, reason: 'settings_changed' };
  if (submission.durationMs > elapsed + clockSlackMs) return { ok: false, reason: 'too_slow' };
  // Every step of a genuine record took a person's time: a record longer than the run's age allows is refused
  // before its replay, so that the replay's work (tens of milliseconds for the longest) needs a run that old.
  if (leastMs(run, stepsOf(submission.record)) > elapsed + clockSlackMs) return { ok: false, reason: 'too_fast' };
  const replay = replayRecord(submission.record, run.seed, settings);
  if (!replay.finished) return { ok: false, reason: 'not_finished' };
  if (replay.score !== submission.score) return { ok: false, reason: 'score_mismatch' };
  if (submission.durationMs < leastMs(run, replay.moves)) return { ok: false, reason: 'too_fast' };
  return { ok: true, score: replay.score, moves: replay.moves };
}

/** The moves a record claims, counted as the replay counts them (Memory: pairs of cards turned). */
function stepsOf(record: GameRecord): number {
  if (record.game === 'snake') return record.steps;
  if (record.game === '2048') return record.moves.length;
  return Math.floor(record.flips.length / 2);
}

/** The least time a person takes for these moves: Snake at its speed's pace, the others at a hand's. */
const leastMs = (run: Run, moves: number) =>
  run.game === 'snake' ? moves * snakeStepMs[run.settings.speed] * snakePace : moves * leastMoveMs;
