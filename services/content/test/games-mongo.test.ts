import { describe, expect, it } from 'vitest';
import type { GamesSettings, Leaderboard, LeaderboardRun, PublicGames } from '@portfolio/contracts';
import { useMongoDatabase, playGame } from '@portfolio/testing';
import { startEditorial } from './editorial-service.ts';

const mongo = await useMongoDatabase();

const settings: GamesSettings = {
  games: [
    { id: '2048', visible: true, leaderboard: false },
    { id: 'memory', visible: true, leaderboard: true },
    { id: 'snake', visible: false, leaderboard: false },
  ],
  snake: { speed: 'slow', boardSize: 12 },
  '2048': { boardSize: 3 },
  memory: { pairs: 4 },
};

describe('the games on MongoDB', () => {
  it('keep their settings and boards there: saved, followed by the page, a genuine score ranked', async () => {
    const service = await startEditorial({ mongo });
    try {
      await service.expectStatus(200, 'PUT', '/api/admin/content/games', settings);
      const games = (await (await service.get('/api/content/games')).json()) as PublicGames;
      expect(games.games.map((game) => game.id)).toEqual(['2048', 'memory']);

      const run = (await (
        await service.call('POST', '/api/content/game-runs/memory', undefined, {})
      ).json()) as LeaderboardRun;
      const played = playGame('memory', run.seed, settings, true);
      service.clock.advance(5000);
      const body = {
        token: run.token,
        nickname: 'Mongo',
        durationMs: 4000,
        score: played.score,
        record: played.record,
      };
      expect((await service.call('POST', '/api/content/game-scores/memory', body, {})).status).toBe(201);
      expect((await service.call('POST', '/api/content/game-scores/memory', body, {})).status).toBe(422);
      const board = (await (await service.get('/api/content/games/memory/leaderboard')).json()) as Leaderboard;
      expect(board.entries.map((entry) => [entry.nickname, entry.score])).toEqual([['Mongo', 4]]);
    } finally {
      await service.stop();
    }
  });
});
