import {
  defaultGamesSettings,
  gameIds,
  type GameId,
  type GamesSettings,
  type GamesSettingsView,
  type PublicGames,
} from '@portfolio/contracts';
import { HttpError } from '@portfolio/kit';
import type { GamesSettingsStore } from '../stores/games-port.ts';

export interface GamesSettingsDeps {
  store: GamesSettingsStore;
  now: () => Date;
  /** Store work (kit's storeCalls): a store down or hung is a 503, never a 500 or a hang. */
  fromStore: <T>(work: () => Promise<T>) => Promise<T>;
}

export interface GamesCurrent {
  settings: GamesSettings;
  /** Null before the first save: the contract's defaults. */
  updatedAt: Date | null;
}

/** The page's view of the settings: the visible games in their order; a hidden game is not named at all. */
export const publicGamesOf = (settings: GamesSettings): PublicGames => ({
  games: settings.games.filter((game) => game.visible).map(({ id, leaderboard }) => ({ id, leaderboard })),
  snake: settings.snake,
  '2048': settings['2048'],
  memory: settings.memory,
});

/** What is wrong with the list of games: the contract fixes its length, not that each game comes once. */
function listProblem(settings: GamesSettings): string | undefined {
  const named = settings.games.map((game) => game.id);
  const repeated = gameIds.filter((id) => named.filter((other) => other === id).length > 1);
  const missing = gameIds.filter((id) => !named.includes(id));
  if (repeated.length === 0 && missing.length === 0) return undefined;
  const parts = [
    missing.length > 0 ? `misses ${missing.join(', ')}` : '',
    repeated.length > 0 ? `repeats ${repeated.join(', ')}` : '',
  ];
  return `must name every game exactly once: it ${parts.filter(Boolean).join(' and ')}`;
}

/** The games settings as the admin API, the public read, the leaderboards and the /games crawler page see them. */
export function gamesSettingsKeeper({ store, now, fromStore }: GamesSettingsDeps) {
  async function current(): Promise<GamesCurrent> {
    const record = await store.read();
    return { settings: record?.settings ?? defaultGamesSettings, updatedAt: record?.updatedAt ?? null };
  }
  const viewOf = ({ settings, updatedAt }: GamesCurrent): GamesSettingsView => ({
    settings,
    updatedAt: updatedAt?.toISOString() ?? null,
  });
  return {
    current: () => fromStore(current),
    /** The revision (0 before the first save): part of the crawler pages' ETag and render cache key. */
    revision: () => store.revision(),
    view: async () => viewOf(await fromStore(current)),
    publicGames: async () => publicGamesOf((await fromStore(current)).settings),
    /** Whether a game's public board is on (its runs, scores and board answer 404 while it is off). */
    async boardOn(game: GameId) {
      const { settings } = await fromStore(current);
      return settings.games.some((entry) => entry.id === game && entry.leaderboard);
    },

    /** Replaces the settings whole, in one write, once every game comes exactly once; else a 400 and nothing written. */
    async save(settings: GamesSettings): Promise<GamesSettingsView> {
      const problem = listProblem(settings);
      if (problem) {
        throw new HttpError(400, 'validation_failed', 'The games settings are not valid.', {
          details: [{ path: 'body.games', message: problem }],
        });
      }
      return viewOf(await fromStore(() => store.save(settings, now())));
    },
  };
}

export type GamesSettingsKeeper = ReturnType<typeof gamesSettingsKeeper>;
