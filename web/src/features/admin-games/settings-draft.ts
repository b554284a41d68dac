import {
  gameSettingsLimits,
  gamesSettings,
  type ErrorBody,
  type GameEntry,
  type GamesSettings,
  type SnakeSettings,
} from '@portfolio/contracts';

/** The settings as the form holds them: the sizes as typed, so that a half-typed number stays on screen. */
export interface GamesDraft {
  games: GameEntry[];
  snakeSpeed: SnakeSettings['speed'];
  sizes: Record<SizeField, string>;
}

/** The number fields, by their place in the contract's body (`snake.boardSize`), with their limits. */
export const sizeFields = {
  'snake.boardSize': gameSettingsLimits.snakeBoard,
  '2048.boardSize': gameSettingsLimits.board2048,
  'memory.pairs': gameSettingsLimits.memoryPairs,
} as const;
export type SizeField = keyof typeof sizeFields;

export const draftOf = (settings: GamesSettings): GamesDraft => ({
  games: settings.games.map((game) => ({ ...game })),
  snakeSpeed: settings.snake.speed,
  sizes: {
    'snake.boardSize': String(settings.snake.boardSize),
    '2048.boardSize': String(settings['2048'].boardSize),
    'memory.pairs': String(settings.memory.pairs),
  },
});

/** The list with the game at `index` one place earlier (-1) or later (+1); unchanged at either end. */
export function moveGame(games: readonly GameEntry[], index: number, by: -1 | 1): GameEntry[] {
  const target = index + by;
  const moved = [...games];
  if (target < 0 || target >= games.length || !moved[index]) return moved;
  [moved[index], moved[target]] = [moved[target]!, moved[index]!];
  return moved;
}

/** A typed size as the contract's number: digits only, else NaN (refused by the contract as not a number). */
const size = (typed: string) => (/^\d{1,4}$/.test(typed.trim()) ? Number(typed.trim()) : Number.NaN);

/**
 * The body the contract takes, or the fields it refuses, named as the server names them without `body.`
 * (`snake.boardSize`, `games`), so that one display serves the page's check and the server's.
 */
export function settingsOf(draft: GamesDraft): { settings: GamesSettings } | { invalid: Set<string> } {
  const parsed = gamesSettings.safeParse({
    games: draft.games,
    snake: { speed: draft.snakeSpeed, boardSize: size(draft.sizes['snake.boardSize']) },
    '2048': { boardSize: size(draft.sizes['2048.boardSize']) },
    memory: { pairs: size(draft.sizes['memory.pairs']) },
  });
  if (parsed.success) return { settings: parsed.data };
  return { invalid: invalidFields(parsed.error.issues.map(({ path }) => ({ path: path.map(String).join('.') }))) };
}

/** A refusal's fields: a size by its place (`memory.pairs`), anything about the list as `games`, else `form`. */
export function invalidFields(details: readonly Pick<NonNullable<ErrorBody['details']>[number], 'path'>[]) {
  const fields = new Set<string>();
  for (const { path } of details) {
    const parts = path.split('.');
    if (parts[0] === 'body') parts.shift();
    const place = parts.slice(0, 2).join('.');
    fields.add(place in sizeFields ? place : parts[0] === 'games' ? 'games' : 'form');
  }
  return fields;
}
