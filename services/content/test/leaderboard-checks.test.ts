import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  defaultGamesSettings,
  snakeStepMs,
  type GameId,
  type GameRecord,
  type GamesSettings,
  type ScoreSubmission,
} from '@portfolio/contracts';
import { playGame } from '@portfolio/testing';
import { checkSubmission, clockSlackMs, leastMoveMs, runLifetimeMs } from '../src/games/leaderboard/plausibility.ts';
import { openRunToken, signRunToken, type Run } from '../src/games/leaderboard/run-token.ts';

const secret = Buffer.alloc(32, 7);
const issuedAt = Date.UTC(2026, 10, 24, 12);
const settings: GamesSettings = {
  ...defaultGamesSettings,
  snake: { speed: 'fast', boardSize: 12 },
  '2048': { boardSize: 3 },
  memory: { pairs: 6 },
};
const runOf = (game: GameId, seed = 99): Run =>
  openRunToken(secret, signRunToken(secret, { game, seed, issuedAt, settings }))!;

describe('run tokens', () => {
  it('name the game, its seed, when it began and that game’s settings', () => {
    expect(runOf('snake')).toEqual({ game: 'snake', seed: 99, issuedAt, settings: settings.snake });
    expect(runOf('memory', 0xffff_ffff)).toEqual({
      game: 'memory',
      seed: 0xffff_ffff,
      issuedAt,
      settings: { pairs: 6 },
    });
  });

  it('refuse a token changed in any way, signed with another secret, or not a token', () => {
    const token = signRunToken(secret, { game: '2048', seed: 5, issuedAt, settings });
    const [body, mac] = token.split('.') as [string, string];
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString());
    const forgedBody = Buffer.from(JSON.stringify({ ...payload, seed: 6 })).toString('base64url');
    const flipped = mac.at(-2) === 'A' ? 'B' : 'A';
    for (const forged of [
      `${forgedBody}.${mac}`,
      `${body}.${mac.slice(0, -2)}${flipped}${mac.at(-1)}`,
      `${body}.${mac}!`,
      `${body}.${mac.slice(0, -1)}`,
      `${body}.`,
      body,
      '',
      '.',
    ]) {
      expect(openRunToken(secret, forged), forged).toBeUndefined();
    }
    expect(openRunToken(Buffer.alloc(32, 8), token)).toBeUndefined();
    expect(openRunToken(secret, token)).toMatchObject({ seed: 5 });
  });

  it('refuse a well-signed payload that is not a run', () => {
    const signed = (value: unknown) => {
      const body = Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
      return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
    };
    expect(openRunToken(secret, signed({ game: 'snake', seed: 1, issuedAt, settings: settings.snake }))).toBeDefined();
    expect(openRunToken(secret, signed('{not json'))).toBeUndefined();
    expect(openRunToken(secret, signed({ game: 'snake', seed: 1, issuedAt, settings: { pairs: 6 } }))).toBeUndefined();
    expect(openRunToken(secret, signed({ game: 'chess', seed: 1, issuedAt, settings: {} }))).toBeUndefined();
    expect(
      openRunToken(secret, signed({ game: 'memory', seed: -1, issuedAt, settings: { pairs: 6 } })),
    ).toBeUndefined();
  });
});

/** A genuine game, its length the least a person could take, sent just after it ended. */
function genuine(game: GameId, seed = 99) {
  const run = runOf(game, seed);
  const played = playGame(game, seed, settings);
  const least = game === 'snake' ? played.moves * snakeStepMs[settings.snake.speed] * 0.9 : played.moves * leastMoveMs;
  const submission: ScoreSubmission = {
    token: 'opened already',
    nickname: 'Ada',
    durationMs: Math.ceil(least),
    score: played.score,
    record: played.record,
  };
  const now = new Date(issuedAt + submission.durationMs);
  return { run, played, submission, now };
}

const check = (
  { run, submission, now }: ReturnType<typeof genuine>,
  change: Partial<ScoreSubmission> = {},
  at = now,
  current = settings,
) => checkSubmission({ submission: { ...submission, ...change }, run, settings: current, now: at });

describe('a submitted score', () => {
  it.each(['snake', '2048', 'memory'] as const)('of a genuine %s game is taken, with the replay’s score', (game) => {
    const sent = genuine(game);
    expect(check(sent)).toEqual({ ok: true, score: sent.played.score, moves: sent.played.moves });
    expect(sent.played.score).toBeGreaterThan(0);
  });

  it('is refused when the page claims more than the replay reached', () => {
    const sent = genuine('2048');
    expect(check(sent, { score: sent.played.score + 4 })).toEqual({ ok: false, reason: 'score_mismatch' });
    expect(check(genuine('memory'), { score: 1 })).toEqual({ ok: false, reason: 'score_mismatch' });
  });

  it('is refused when the record is not a game played to its end', () => {
    const snake = genuine('snake');
    const record = snake.played.record as Extract<GameRecord, { game: 'snake' }>;
    expect(check(snake, { record: { ...record, steps: record.steps + 1 } })).toEqual({
      ok: false,
      reason: 'not_finished',
    });
    expect(check(snake, { record: { ...record, steps: record.steps - 3 } })).toEqual({
      ok: false,
      reason: 'not_finished',
    });
    const memory = genuine('memory');
    const flips = (memory.played.record as Extract<GameRecord, { game: 'memory' }>).flips;
    expect(check(memory, { record: { game: 'memory', flips: [...flips, flips[0]!] } })).toEqual({
      ok: false,
      reason: 'not_finished',
    });
    expect(check(memory, { record: { game: 'memory', flips: flips.slice(0, -2) } })).toEqual({
      ok: false,
      reason: 'not_finished',
    });
    // Another seed than the token's: the same moves do not play the same game.
    expect(check({ ...genuine('2048'), run: runOf('2048', 100) })).toMatchObject({ ok: false });
  });

  it('is refused for a record of another game than the token’s', () => {
    const sent = genuine('snake');
    expect(check(sent, { record: genuine('memory').played.record })).toEqual({ ok: false, reason: 'token_invalid' });
  });

  it('is refused when played faster than a person can, or longer than the time since it began', () => {
    const sent = genuine('snake');
    const least = sent.submission.durationMs;
    expect(check(sent, { durationMs: least - 1 })).toEqual({ ok: false, reason: 'too_fast' });
    const memory = genuine('memory');
    expect(check(memory, { durationMs: memory.played.moves * leastMoveMs - 1 })).toEqual({
      ok: false,
      reason: 'too_fast',
    });
    // A record longer than the run's age allows is refused before its replay (which would say not_finished).
    const long = { game: '2048' as const, moves: 'lr'.repeat(10_000) };
    expect(check(genuine('2048'), { record: long })).toEqual({ ok: false, reason: 'too_fast' });
    expect(check(genuine('2048'), { record: long }, new Date(issuedAt + 20_000 * leastMoveMs))).toEqual({
      ok: false,
      reason: 'not_finished',
    });
    const justNow = new Date(issuedAt + least - clockSlackMs);
    expect(check(sent, {}, justNow)).toEqual(expect.objectContaining({ ok: true }));
    expect(check(sent, {}, new Date(justNow.getTime() - 1))).toEqual({ ok: false, reason: 'too_slow' });
  });

  it('is refused a day after the run began, or once the game’s settings changed', () => {
    const sent = genuine('memory');
    expect(check(sent, {}, new Date(issuedAt + runLifetimeMs))).toMatchObject({ ok: true });
    expect(check(sent, {}, new Date(issuedAt + runLifetimeMs + 1))).toEqual({ ok: false, reason: 'token_expired' });
    const changed = { ...settings, memory: { pairs: 7 } };
    expect(check(sent, {}, sent.now, changed)).toEqual({ ok: false, reason: 'settings_changed' });
    const faster = { ...settings, snake: { ...settings.snake, speed: 'normal' as const } };
    expect(check(genuine('snake'), {}, genuine('snake').now, faster)).toEqual({
      ok: false,
      reason: 'settings_changed',
    });
    // Another game's settings may change: they are not this board's.
    expect(check(sent, {}, sent.now, { ...settings, '2048': { boardSize: 5 } })).toMatchObject({ ok: true });
  });
});
