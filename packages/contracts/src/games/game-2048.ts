import type { Direction } from './direction.ts';
import { randomBelow, type Random } from './random.ts';

/** Rows of tile values, 0 for an empty cell; square, of the size the settings give (3 to 6). */
export type Board2048 = number[][];

export interface Move2048 {
  board: Board2048;
  gained: number;
  moved: boolean;
}

export const winningTile = 2048;

const emptyBoard = (size: number): Board2048 => Array.from({ length: size }, () => Array<number>(size).fill(0));

/** Slides one row towards its start, merging each pair of equal neighbours once. */
function slideRow(row: number[]): { row: number[]; gained: number } {
  const tiles = row.filter((v) => v !== 0);
  const result: number[] = [];
  let gained = 0;
  for (let i = 0; i < tiles.length; i++) {
    if (tiles[i] === tiles[i + 1]) {
      const merged = tiles[i]! * 2;
      result.push(merged);
      gained += merged;
      i += 1;
    } else result.push(tiles[i]!);
  }
  while (result.length < row.length) result.push(0);
  return { row: result, gained };
}

const transpose = (board: Board2048): Board2048 => board[0]!.map((_, c) => board.map((row) => row[c]!));
const mirror = (board: Board2048): Board2048 => board.map((row) => [...row].reverse());
const same = (board: Board2048) => board;

// Every direction is "slide left" on a turned board, turned back afterwards.
const toLeft = { left: same, right: mirror, up: transpose, down: (b: Board2048) => mirror(transpose(b)) };
const fromLeft = { left: same, right: mirror, up: transpose, down: (b: Board2048) => transpose(mirror(b)) };

export function move2048(board: Board2048, direction: Direction): Move2048 {
  let gained = 0;
  const slid = toLeft[direction](board).map((row) => {
    const result = slideRow(row);
    gained += result.gained;
    return result.row;
  });
  const next = fromLeft[direction](slid);
  const moved = next.some((row, r) => row.some((v, c) => v !== board[r]![c]));
  return { board: next, gained, moved };
}

/** A 2 (nine times in ten) or a 4 on a random empty cell. */
export function addRandomTile(board: Board2048, random: Random): Board2048 {
  const empty: [number, number][] = [];
  board.forEach((row, r) => row.forEach((v, c) => v === 0 && empty.push([r, c])));
  if (empty.length === 0) return board;
  const [r, c] = empty[randomBelow(random, empty.length)]!;
  const value = random() < 0.9 ? 2 : 4;
  return board.map((row, i) => (i === r ? row.map((v, j) => (j === c ? value : v)) : row));
}

/** A `size` × `size` board with its first two tiles. */
export const newBoard2048 = (random: Random, size = 4): Board2048 =>
  addRandomTile(addRandomTile(emptyBoard(size), random), random);

export const canMove2048 = (board: Board2048) =>
  (['up', 'down', 'left', 'right'] as const).some((d) => move2048(board, d).moved);

export const hasWon2048 = (board: Board2048) => board.some((row) => row.some((v) => v >= winningTile));
