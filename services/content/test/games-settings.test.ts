import { findAll } from 'domutils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultGamesSettings, type ErrorBody, type GamesSettingsView, type PublicGames } from '@portfolio/contracts';
import { parsePage } from './documents-service.ts';
import { startEditorial, type RunningEditorial } from './editorial-service.ts';
import { changedSettings } from './games-store-contract.ts';

/** The games settings' admin API, the page's public read and the /games crawler page, on the service as it runs. */
const settingsPath = '/api/admin/content/games';
let service: RunningEditorial;
beforeAll(async () => {
  service = await startEditorial();
});
afterAll(() => service.stop());

const refusal = async (body: unknown) => {
  const res = await service.call('PUT', settingsPath, body);
  const error = (await res.json()) as ErrorBody;
  return { status: res.status, code: error.code, paths: error.details?.map((detail) => detail.path) ?? [] };
};

/** The games the crawler page names, in its order (each game's heading), and the answer it embeds for the app. */
async function gamesPage(lang = 'en') {
  const res = await service.get(`/games?lang=${lang}`);
  expect(res.status).toBe(200);
  const page = parsePage(await res.text());
  const headings = findAll((el) => el.name === 'h2', page.prerendered()?.children ?? []).map((el) => page.text(el));
  return { page, headings, data: page.data() };
}

describe('the games settings', () => {
  it('are the defaults before the first save, read by the administrator alone', async () => {
    expect(await service.expectStatus<GamesSettingsView>(200, 'GET', settingsPath)).toEqual({
      settings: defaultGamesSettings,
      updatedAt: null,
    });
    expect((await service.get(settingsPath)).status).toBe(401);
    expect((await service.call('PUT', settingsPath, changedSettings, {})).status).toBe(401);
    const res = await service.get('/api/content/games');
    expect(res.status).toBe(200);
    expect(((await res.json()) as PublicGames).games).toEqual([
      { id: 'snake', leaderboard: false },
      { id: '2048', leaderboard: false },
      { id: 'memory', leaderboard: false },
    ]);
    expect((await gamesPage()).headings).toEqual(['Snake', '2048', 'Memory']);
  });

  it('refuse a list that misses or repeats a game, and bad settings, naming the field and writing nothing', async () => {
    const [first, second] = changedSettings.games;
    expect(await refusal({ ...changedSettings, games: [first, second, first] })).toEqual({
      status: 400,
      code: 'validation_failed',
      paths: ['body.games'],
    });
    expect(await refusal({ ...changedSettings, games: [first, second] })).toMatchObject({ paths: ['body.games'] });
    const sizes = { ...changedSettings, '2048': { boardSize: 7 }, memory: { pairs: 3 }, snake: { speed: 'warp' } };
    const { status, paths } = await refusal(sizes);
    expect(status).toBe(400);
    expect(paths).toEqual(expect.arrayContaining(['body.2048.boardSize', 'body.memory.pairs', 'body.snake.speed']));
    expect(await refusal({ ...changedSettings, extra: true })).toMatchObject({ status: 400, paths: ['body'] });
    expect((await service.expectStatus<GamesSettingsView>(200, 'GET', settingsPath)).updatedAt).toBeNull();
  });

  it('are saved whole and followed by the public read and the crawler page: hidden games gone, in order', async () => {
    const saved = await service.expectStatus<GamesSettingsView>(200, 'PUT', settingsPath, changedSettings);
    expect(saved.settings).toEqual(changedSettings);
    expect(saved.updatedAt).toBe(service.clock.now().toISOString());
    expect(await service.expectStatus<GamesSettingsView>(200, 'GET', settingsPath)).toEqual(saved);

    const res = await service.get('/api/content/games');
    const expected: PublicGames = {
      games: [
        { id: 'memory', leaderboard: true },
        { id: '2048', leaderboard: true },
      ],
      snake: changedSettings.snake,
      '2048': changedSettings['2048'],
      memory: changedSettings.memory,
    };
    expect(await res.json()).toEqual(expected);
    const etag = res.headers.get('etag')!;
    const again = await fetch(`${service.url}/api/content/games`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);

    const { headings, data } = await gamesPage();
    expect(headings).toEqual(['Memory', '2048']);
    expect(data).toEqual({ endpoint: 'games', request: { query: {} }, answer: expected });
    expect((await gamesPage('ru')).headings).toEqual(['Мемори', '2048']);
  });
});
