import { oppositeDirection, type Direction } from './direction.ts';
import { randomBelow, type Random } from './random.ts';

export interface SnakePoint {
  x: number;
  y: number;
}

export type SnakeStatus = 'ready' | 'running' | 'paused' | 'over';

export interface SnakeState {
  size: number;
  /** Head first. */
  snake: SnakePoint[];
  direction: Direction;
  /** Turns typed faster than the snake moves, applied one per step (at most two kept). */
  turns: Direction[];
  food: SnakePoint;
  score: number;
  status: SnakeStatus;
}

/** The points one piece of food is worth. */
export const snakeFoodPoints = 10;

const offset: Record<Direction, SnakePoint> = {
  up: { x: 0, y: -1 },
  down: { x: 0, y: 1 },
  left: { x: -1, y: 0 },
  right: { x: 1, y: 0 },
};
const same = (a: SnakePoint, b: SnakePoint) => a.x === b.x && a.y === b.y;

/** A snake of three cells in the middle of a `size` × `size` board, heading right, and its first food. */
export function newSnakeGame(random: Random, size = 16): SnakeState {
  const middle = Math.floor(size / 2);
  const snake = [
    { x: middle, y: middle },
    { x: middle - 1, y: middle },
    { x: middle - 2, y: middle },
  ];
  return {
    size,
    snake,
    direction: 'right',
    turns: [],
    food: placeFood(snake, size, random),
    score: 0,
    status: 'ready',
  };
}

/** Any free cell, uniformly. */
function placeFood(snake: SnakePoint[], size: number, random: Random): SnakePoint {
  const free: SnakePoint[] = [];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) if (!snake.some((p) => p.x === x && p.y === y)) free.push({ x, y });
  }
  return free[randomBelow(random, free.length)] ?? { x: 0, y: 0 };
}

/** Queues a turn; reversing onto itself (or repeating the last turn) is ignored. */
export function turnSnake(state: SnakeState, direction: Direction): SnakeState {
  const last = state.turns.at(-1) ?? state.direction;
  if (direction === last || direction === oppositeDirection[last] || state.turns.length >= 2) return state;
  return { ...state, turns: [...state.turns, direction] };
}

/** One step: move, eat (grow and score), or hit a wall or the body and end. */
export function advanceSnake(state: SnakeState, random: Random): SnakeState {
  if (state.status !== 'running') return state;
  const [direction = state.direction, ...turns] = state.turns;
  const head = state.snake[0]!;
  const next = { x: head.x + offset[direction].x, y: head.y + offset[direction].y };
  const eats = same(next, state.food);
  // The tail moves away this step unless the snake grows, so the head may take its cell.
  const body = eats ? state.snake : state.snake.slice(0, -1);
  const outside = next.x < 0 || next.y < 0 || next.x >= state.size || next.y >= state.size;
  if (outside || body.some((p) => same(p, next))) return { ...state, direction, turns, status: 'over' };
  const snake = [next, ...body];
  return {
    ...state,
    snake,
    direction,
    turns,
    food: eats ? placeFood(snake, state.size, random) : state.food,
    score: eats ? state.score + snakeFoodPoints : state.score,
  };
}
