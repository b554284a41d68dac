import type { GameId, GamesSettings } from '../games.ts';
import type { GameRecord } from '../leaderboard.ts';
import type { Direction } from './direction.ts';
import { addRandomTile, canMove2048, hasWon2048, move2048, newBoard2048 } from './game-2048.ts';
import { hideMismatch, isMemoryComplete, newMemoryGame, revealCard } from './memory.ts';
import { seededRandom } from './random.ts';
import { advanceSnake, newSnakeGame, turnSnake, type SnakeState } from './snake.ts';

/** The settings the rules read: a whole `GamesSettings` or the public answer both fit. */
export type GameRulesSettings = Pick<GamesSettings, 'snake' | '2048' | 'memory'>;

export interface Replay {
  /** The record ends where the game ends (Snake over, 2048 stuck or won, Memory complete), and not after. */
  finished: boolean;
  /** Snake and 2048: points; Memory: moves. */
  score: number;
  /** Snake: steps; 2048: moves that moved; Memory: pairs of cards turned. */
  moves: number;
}

/** Which end of a board is best: Memory's score is its moves, fewer is better. */
export const gameScoreOrder: Record<GameId, 'highest' | 'lowest'> = {
  snake: 'highest',
  '2048': 'highest',
  memory: 'lowest',
};

/** How a 2048 record writes each move. */
export const directionLetters: Record<Direction, 'u' | 'd' | 'l' | 'r'> = {
  up: 'u',
  down: 'd',
  left: 'l',
  right: 'r',
};
// Written out rather than derived from `directionLetters`: a literal leaves nothing in bundles that do not replay.
const letterDirections: Record<string, Direction> = { u: 'up', d: 'down', l: 'left', r: 'right' };

/**
 * Plays a record again with the seed and settings of its run, with the page's own rules, so that a score is what
 * the game reached, never what the page says. A record that cannot be what the page recorded (a turn after the
 * snake died, a card that could not be turned) is not finished.
 */
export function replayRecord(record: GameRecord, seed: number, settings: GameRulesSettings): Replay {
  switch (record.game) {
    case 'snake':
      return replaySnake(record, seed, settings.snake.boardSize);
    case '2048':
      return replay2048(record.moves, seed, settings['2048'].boardSize);
    case 'memory':
      return replayMemory(record.flips, seed, settings.memory.pairs);
  }
}

type SnakeRecord = Extract<GameRecord, { game: 'snake' }>;

/**
 * The page counts the steps the snake has made and writes each typed direction with that count: the turns typed
 * at step `s` are queued before the step that follows. The snake must die on the last step, not before.
 */
function replaySnake({ turns, steps }: SnakeRecord, seed: number, size: number): Replay {
  const random = seededRandom(seed);
  let state: SnakeState = { ...newSnakeGame(random, size), status: 'running' };
  const inOrder = turns.every((t, i) => t.step < steps && (i === 0 || turns[i - 1]!.step <= t.step));
  if (!inOrder) return { finished: false, score: 0, moves: 0 };
  let next = 0;
  for (let step = 0; step < steps; step++) {
    if (state.status === 'over') return { finished: false, score: state.score, moves: step };
    for (; next < turns.length && turns[next]!.step === step; next++) state = turnSnake(state, turns[next]!.direction);
    state = advanceSnake(state, random);
  }
  return { finished: state.status === 'over', score: state.score, moves: steps };
}

/**
 * The page records only the moves that moved, each adding a tile, and none after the end (no move left, or 2048
 * reached). A letter that moves nothing, or comes after the end, cannot be in a genuine record: the replay stops
 * there, so that its work is bounded by the moves a game really had.
 */
function replay2048(moves: string, seed: number, size: number): Replay {
  const random = seededRandom(seed);
  let board = newBoard2048(random, size);
  let score = 0;
  let moved = 0;
  let ended = false;
  for (const letter of moves) {
    const direction = letterDirections[letter];
    const result = direction && !ended ? move2048(board, direction) : undefined;
    if (!result?.moved) return { finished: false, score, moves: moved };
    board = addRandomTile(result.board, random);
    score += result.gained;
    moved += 1;
    ended = !canMove2048(board) || hasWon2048(board);
  }
  return { finished: ended, score, moves: moved };
}

/**
 * Two different cards stay face up until hidden or until the next card is turned; the record does not say which,
 * and it does not matter: the next card turned hides them either way. A card that the page would not turn (found
 * already, face up, or not on the table) cannot be in a genuine record.
 */
function replayMemory(flips: readonly number[], seed: number, pairs: number): Replay {
  let state = newMemoryGame(seededRandom(seed), pairs);
  for (const index of flips) {
    const shown = hideMismatch(state);
    const next = revealCard(shown, index);
    if (next === shown) return { finished: false, score: state.moves, moves: state.moves };
    state = next;
  }
  return { finished: isMemoryComplete(state), score: state.moves, moves: state.moves };
}
