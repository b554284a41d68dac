import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  snakeStepMs,
  type AdminLeaderboard,
  type ErrorBody,
  type GameId,
  type GamesSettings,
  type Leaderboard,
  type LeaderboardRun,
  type ScoreAccepted,
  type ScoreSubmission,
} from '@portfolio/contracts';
import { playGame } from '@portfolio/testing';
import { startEditorial, type RunningEditorial } from './editorial-service.ts';

/** The leaderboards over HTTP on the service as it runs: runs, replayed scores, refusals, the boards, moderation. */
let service: RunningEditorial;
const visitor = {};
const settings: GamesSettings = {
  games: [
    { id: 'memory', visible: true, leaderboard: true },
    { id: 'snake', visible: true, leaderboard: true },
    { id: '2048', visible: true, leaderboard: false },
  ],
  snake: { speed: 'fast', boardSize: 10 },
  '2048': { boardSize: 4 },
  memory: { pairs: 4 },
};
const saveSettings = (next: GamesSettings) => service.expectStatus(200, 'PUT', '/api/admin/content/games', next);

beforeAll(async () => {
  service = await startEditorial();
  await saveSettings(settings);
});
afterAll(() => service.stop());

async function startRun(game: GameId): Promise<LeaderboardRun> {
  const res = await service.call('POST', `/api/content/game-runs/${game}`, undefined, visitor);
  expect(res.status).toBe(201);
  return (await res.json()) as LeaderboardRun;
}

const submit = (game: GameId, body: ScoreSubmission) =>
  service.call('POST', `/api/content/game-scores/${game}`, body, visitor);

/** A refusal's code and reason (the detail's message). */
async function refused(game: GameId, body: ScoreSubmission) {
  const res = await submit(game, body);
  const error = (await res.json()) as ErrorBody;
  return { status: res.status, code: error.code, reason: error.details?.[0]?.message };
}

/**
 * A genuine game of Memory played on a fresh run (`short`: no wrong card turned), the clock moved on by its length
 * and a little more.
 */
async function playedMemory(nickname: string, short = true, durationMs = 3000): Promise<ScoreSubmission> {
  const run = await startRun('memory');
  const game = playGame('memory', run.seed, settings, short);
  service.clock.advance(durationMs + 500);
  return { token: run.token, nickname, durationMs, score: game.score, record: game.record };
}

const board = async (game: GameId) => {
  const res = await service.get(`/api/content/games/${game}/leaderboard`);
  expect(res.status).toBe(200);
  return (await res.json()) as Leaderboard;
};

describe('the leaderboards', () => {
  it('take a genuine record replayed from its seed, rank it, and take a run once', async () => {
    const best = await playedMemory('Ada');
    const accepted = await submit('memory', best);
    expect(accepted.status).toBe(201);
    const { entry, rank } = (await accepted.json()) as ScoreAccepted;
    expect([entry.nickname, entry.score, entry.durationMs, rank]).toEqual(['Ada', 4, 3000, 1]);

    const second = await submit('memory', await playedMemory('  Bob  ', false));
    expect(((await second.json()) as ScoreAccepted).rank).toBe(2);
    const quicker = await submit('memory', await playedMemory('Cyd', false, 2000));
    expect(((await quicker.json()) as ScoreAccepted).rank).toBe(2);
    expect(await refused('memory', best)).toEqual({ status: 422, code: 'implausible_score', reason: 'token_used' });

    const memory = await board('memory');
    expect(memory.order).toBe('lowest');
    expect(memory.entries.map((one) => [one.nickname, one.score])).toEqual([
      ['Ada', 4],
      ['Cyd', 7],
      ['Bob', 7],
    ]);

    const run = await startRun('snake');
    const snake = playGame('snake', run.seed, settings, true);
    const durationMs = snake.moves * snakeStepMs.fast;
    service.clock.advance(durationMs + 100);
    const body = { token: run.token, nickname: 'Eve', durationMs, score: snake.score, record: snake.record };
    expect(snake.score).toBeGreaterThan(0);
    expect((await submit('snake', body)).status).toBe(201);
    expect((await board('snake')).entries.map((one) => [one.nickname, one.score])).toEqual([['Eve', snake.score]]);
  });

  it('refuse forged and implausible records with their reason, writing nothing', async () => {
    const reasonOf = async (body: ScoreSubmission, game: GameId = 'memory') => (await refused(game, body)).reason;
    const flipsOf = (played: ScoreSubmission) => (played.record.game === 'memory' ? played.record.flips : []);
    // What the page never sends spends its run: the genuine record of that run is refused after it.
    const forgeries: [string, (genuine: ScoreSubmission) => ScoreSubmission][] = [
      ['score_mismatch', (genuine) => ({ ...genuine, score: 3 })],
      ['not_finished', (genuine) => ({ ...genuine, record: { game: 'memory', flips: flipsOf(genuine).slice(0, -2) } })],
      [
        'not_finished',
        (genuine) => {
          const flips = flipsOf(genuine);
          return {
            ...genuine,
            record: { game: 'memory', flips: [...flips.slice(0, 2), flips[0]!, ...flips.slice(2)] },
          };
        },
      ],
      ['too_fast', (genuine) => ({ ...genuine, durationMs: 100 })],
    ];
    for (const [reason, forge] of forgeries) {
      const played = await playedMemory('Forger');
      expect(await reasonOf(forge(played))).toBe(reason);
      expect(await reasonOf(played)).toBe('token_used');
    }
    // A record longer than its run's age allows is refused before its replay.
    const early = await playedMemory('Early');
    const long = { game: 'memory' as const, flips: Array.from({ length: 20_000 }, (_, i) => i % 8) };
    expect(await reasonOf({ ...early, record: long })).toBe('too_fast');

    const genuine = await playedMemory('Forger');
    expect(await reasonOf({ ...genuine, durationMs: 60_000 })).toBe('too_slow');
    const tampered = `${genuine.token.slice(0, -2)}${genuine.token.endsWith('A') ? 'BB' : 'AA'}`;
    expect(await reasonOf({ ...genuine, token: tampered })).toBe('token_invalid');

    const run = await startRun('snake');
    const snake = playGame('snake', run.seed, settings, true);
    const durationMs = (snake.moves + 1) * snakeStepMs.fast;
    service.clock.advance(durationMs);
    const afterDeath = snake.record.game === 'snake' ? { ...snake.record, steps: snake.moves + 1 } : snake.record;
    const forged = { token: run.token, nickname: 'Zed', durationMs, score: snake.score, record: afterDeath };
    expect(await reasonOf(forged, 'snake')).toBe('not_finished');
    // The snake run's token is no token of a Memory run.
    expect(await reasonOf({ ...genuine, token: run.token })).toBe('token_invalid');

    expect(await refused('memory', { ...genuine, nickname: 'a<b>c' })).toEqual({
      status: 422,
      code: 'nickname_refused',
      reason: 'characters',
    });
    expect((await board('memory')).entries.map((one) => one.nickname)).not.toContain('Forger');
    // A refused nickname, a late clock or a tampered token spend nothing: the genuine record still counts.
    expect((await submit('memory', genuine)).status).toBe(201);

    const old = await playedMemory('Late');
    service.clock.advance(25 * 3600_000);
    expect(await reasonOf(old)).toBe('token_expired');

    const changed = await playedMemory('Moved');
    await saveSettings({ ...settings, memory: { pairs: 5 } });
    expect(await reasonOf(changed)).toBe('settings_changed');
    await saveSettings(settings);
  });

  it('answer 404 for a game whose board is off, and let the administrator page and remove entries', async () => {
    for (const [method, path] of [
      ['POST', '/api/content/game-runs/2048'],
      ['GET', '/api/content/games/2048/leaderboard'],
    ] as const) {
      expect((await service.call(method, path, undefined, visitor)).status).toBe(404);
    }
    const score = { token: 'x', nickname: 'Nobody', durationMs: 1, score: 0, record: { game: '2048', moves: '' } };
    expect((await submit('2048', score as ScoreSubmission)).status).toBe(404);

    const admin = '/api/admin/content/games/memory/leaderboard';
    const page = await service.expectStatus<AdminLeaderboard>(200, 'GET', admin);
    expect(page.total).toBe(4);
    expect(page.entries.map((one) => one.nickname)).toEqual(['Forger', 'Cyd', 'Bob', 'Ada']);
    expect((await service.get(admin)).status).toBe(401);
    const ada = page.entries.at(-1)!;
    expect((await service.call('DELETE', `${admin}/${ada.id}`, undefined, visitor)).status).toBe(401);
    expect((await service.call('DELETE', `${admin}/${ada.id}`)).status).toBe(204);
    expect((await service.call('DELETE', `${admin}/${ada.id}`)).status).toBe(404);
    expect((await board('memory')).entries.map((one) => one.nickname)).toEqual(['Forger', 'Cyd', 'Bob']);
    expect((await service.expectStatus<AdminLeaderboard>(200, 'GET', `${admin}?page=2`)).entries).toEqual([]);
  });
});
