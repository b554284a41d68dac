import {
  advanceSnake,
  newSnakeGame,
  turnSnake,
  type Direction,
  type GameRecord,
  type SnakeState,
} from '@portfolio/contracts';
import { withDraws, type Draws } from './draws';

/**
 * A game of Snake, its record (each turn the snake took, with the steps made before it, and the steps made) and
 * its times (`performance.now()`): from the first start to the end.
 */
export interface SnakeRound {
  game: SnakeState;
  drawn: number;
  steps: number;
  turns: { step: number; direction: Direction }[];
  startedAt: number | null;
  endedAt: number | null;
}

export function newSnakeRound(draws: Draws, size: number): SnakeRound {
  const [game, drawn] = withDraws(draws, 0, (random) => newSnakeGame(random, size));
  return { game, drawn, steps: 0, turns: [], startedAt: null, endedAt: null };
}

/** Running, paused, or back to running; a game over stays over. */
export function setSnakeStatus(round: SnakeRound, status: 'running' | 'paused', now: number): SnakeRound {
  if (round.game.status === 'over' || round.game.status === status) return round;
  return { ...round, game: { ...round.game, status }, startedAt: round.startedAt ?? now };
}

/** A direction typed: queued (a reversal or a repeat is ignored, and not recorded), and the game runs. */
export function steerSnake(round: SnakeRound, direction: Direction, now: number): SnakeRound {
  if (round.game.status === 'over') return round;
  const turned = turnSnake(round.game, direction);
  const turns = turned === round.game ? round.turns : [...round.turns, { step: round.steps, direction }];
  return { ...round, game: { ...turned, status: 'running' }, turns, startedAt: round.startedAt ?? now };
}

/** One step of a running game, counted; the step that ends it ends its time. */
export function stepSnake(round: SnakeRound, draws: Draws, now: number): SnakeRound {
  if (round.game.status !== 'running') return round;
  const [game, drawn] = withDraws(draws, round.drawn, (random) => advanceSnake(round.game, random));
  return { ...round, game, drawn, steps: round.steps + 1, endedAt: game.status === 'over' ? now : null };
}

export const snakeRecord = (round: SnakeRound): GameRecord => ({
  game: 'snake',
  turns: round.turns,
  steps: round.steps,
});
