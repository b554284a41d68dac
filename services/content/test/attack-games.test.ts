import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gatewayTokenHeader,
  leaderboardLimits,
  type ErrorBody,
  type GameRecord,
  type GamesSettings,
  type LeaderboardRun,
  type ScoreSubmission,
} from '@portfolio/contracts';
import { playGame, testGatewaySecret } from '@portfolio/testing';
import { startEditorial, type RunningEditorial } from './editorial-service.ts';

/**
 * An outsider's attacks on the leaderboards: spellings of their paths, the largest records the contract lets
 * through, bodies over its limit, and floods of scores from one address (however its X-Forwarded-For is forged)
 * and from many. Every answer is below 500 and a refusal carries the contract's error body.
 */
let service: RunningEditorial;
const scoresPerHour = 5;
const settings: GamesSettings = {
  games: [
    { id: 'memory', visible: true, leaderboard: true },
    { id: 'snake', visible: true, leaderboard: true },
    { id: '2048', visible: true, leaderboard: true },
  ],
  snake: { speed: 'normal', boardSize: 20 },
  '2048': { boardSize: 4 },
  memory: { pairs: 8 },
};
/** A visitor as the gateway presents one: its secret, and the address it saw. */
const from = (address: string) => ({ [gatewayTokenHeader]: testGatewaySecret, 'x-forwarded-for': address });

beforeAll(async () => {
  // No front proxy believed by its address (the loopback is none): only the gateway's secret makes X-Forwarded-For count.
  service = await startEditorial({
    env: { CONTENT_SCORE_RATE_LIMIT: String(scoresPerHour), TRUSTED_PROXIES: '10.9.9.9' },
  });
  await service.expectStatus(200, 'PUT', '/api/admin/content/games', settings);
});
afterAll(() => service.stop());

async function startRun(game: 'memory' | 'snake' | '2048'): Promise<LeaderboardRun> {
  const res = await service.call('POST', `/api/content/game-runs/${game}`, undefined, {});
  expect(res.status).toBe(201);
  return (await res.json()) as LeaderboardRun;
}

async function expectRefusal(res: Response, status: number, code?: string) {
  const body = (await res.json()) as ErrorBody;
  expect(res.status, JSON.stringify(body)).toBe(status);
  expect(typeof body.message).toBe('string');
  if (code) expect(body.code).toBe(code);
  return body;
}

describe('the leaderboards attacked', () => {
  it('answer no spelling of their paths with a 5xx or with another endpoint’s answer', async () => {
    const spellings: [string, string][] = [
      ['POST', '/api/content/game-runs/SNAKE'],
      ['POST', '/api/content/game-runs/snake%2F..%2Fmemory'],
      ['POST', '/api/content/game-runs/%2e%2e'],
      ['POST', '/api/content/game-runs/'],
      ['POST', '/api/content/game-runs/snake/extra'],
      ['POST', '/api/content/game-scores/Memory'],
      ['POST', '/api/content/game-scores/%00'],
      ['GET', '/api/content/games/SNAKE/leaderboard'],
      ['GET', '/api/content/games/snake%2Fleaderboard'],
      ['GET', '/api/content/games/%2e%2e/leaderboard'],
      ['GET', `/api/content/games/${'s'.repeat(5000)}/leaderboard`],
      ['DELETE', '/api/content/games/snake/leaderboard'],
      ['GET', '/api/admin/content/games/snake/leaderboard'],
    ];
    for (const [method, path] of spellings) {
      const res = await service.call(method, path, method === 'POST' ? {} : undefined, {});
      expect(res.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
      await expectRefusal(res, res.status);
    }
  });

  it('refuse the largest records the contract lets through in words, and one byte over its body limit with 413', async () => {
    const run = await startRun('memory');
    // Old enough that the record's length alone does not refuse it: each record is replayed to where it breaks.
    service.clock.advance(leaderboardLimits.recordSteps * 1000);
    const steps = leaderboardLimits.recordSteps;
    const records: GameRecord[] = [
      { game: 'memory', flips: Array.from({ length: steps }, (_, i) => i % 16) },
      // A turn is about 33 bytes: the body's limit lets about 15,000 through, not the contract's 20,000.
      { game: 'snake', turns: Array.from({ length: 15_000 }, (_, i) => ({ step: i, direction: 'up' })), steps },
      { game: '2048', moves: 'udlr'.repeat(steps / 4) },
    ];
    for (const record of records) {
      const token = record.game === 'memory' ? run.token : (await startRun(record.game)).token;
      if (record.game !== 'memory') service.clock.advance(steps * 1000);
      const body: ScoreSubmission = { token, nickname: 'Maxed', durationMs: steps * 900, score: 1, record };
      const res = await service.call('POST', `/api/content/game-scores/${record.game}`, body, from('198.51.100.1'));
      expect(res.status, record.game).toBe(422);
    }
    const padded = JSON.stringify({ pad: 'x'.repeat(512 * 1024) });
    const res = await fetch(`${service.url}/api/content/game-scores/memory`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: padded,
    });
    await expectRefusal(res, 413, 'payload_too_large');
  });

  it('limit the scores of one address however its X-Forwarded-For is forged, and not those of another', async () => {
    const genuine = async () => {
      const run = await startRun('memory');
      const game = playGame('memory', run.seed, settings, true);
      service.clock.advance(5000);
      return { token: run.token, nickname: 'Flooder', durationMs: 4000, score: game.score, record: game.record };
    };
    // Without the gateway's secret a forged X-Forwarded-For names nobody: every request is the loopback's.
    const statuses: number[] = [];
    for (let i = 0; i < scoresPerHour + 3; i++) {
      const res = await service.call('POST', '/api/content/game-scores/memory', await genuine(), {
        'x-forwarded-for': `203.0.113.${i}`,
      });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        await expectRefusal(res, 429, 'too_many_requests');
      }
    }
    expect(statuses).toEqual([...Array<number>(scoresPerHour).fill(201), 429, 429, 429]);
    // Many addresses behind the gateway: each has its own allowance.
    const others = await Promise.all(
      Array.from(
        { length: 20 },
        async (_, i) =>
          (await service.call('POST', '/api/content/game-scores/memory', await genuine(), from(`192.0.2.${i + 1}`)))
            .status,
      ),
    );
    expect(others).toEqual(Array<number>(20).fill(201));
    // An hour later the loopback may send again; runs were never limited.
    service.clock.advance(3600_000);
    const again = await service.call('POST', '/api/content/game-scores/memory', await genuine(), {});
    expect(again.status).toBe(201);
  });
});
