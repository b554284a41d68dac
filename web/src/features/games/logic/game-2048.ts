import { pick, type Direction, type Random } from './direction';

/** Rows of tile values, 0 for an empty cell. */
export type Board = number[][];

export interface Move {
  board: Board;
  gained: number;
  moved: boolean;
}

const boardSize = 4;
const winningTile = 2048;

const emptyBoard = (): Board => Array.from({ length: boardSize }, () => Array<number>(boardSize).fill(0));

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

const transpose = (board: Board): Board => board[0]!.map((_, c) => board.map((row) => row[c]!));
const mirror = (board: Board): Board => board.map((row) => [...row].reverse());

export function move(board: Board, direction: Direction): Move {
  // Every direction is "slide left" on a turned board, turned back afterwards.
  const toLeft = { left: (b: Board) => b, right: mirror, up: transpose, down: (b: Board) => mirror(transpose(b)) };
  const fromLeft = { left: (b: Board) => b, right: mirror, up: transpose, down: (b: Board) => transpose(mirror(b)) };
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
export function addRandomTile(board: Board, random: Random): Board {
  const empty: [number, number][] = [];
  board.forEach((row, r) => row.forEach((v, c) => v === 0 && empty.push([r, c])));
  if (empty.length === 0) return board;
  const [r, c] = empty[pick(random, empty.length)]!;
  const value = random() < 0.9 ? 2 : 4;
  return board.map((row, i) => (i === r ? row.map((v, j) => (j === c ? value : v)) : row));
}

export const newBoard = (random: Random): Board => addRandomTile(addRandomTile(emptyBoard(), random), random);

export const canMove = (board: Board) => (['up', 'down', 'left', 'right'] as const).some((d) => move(board, d).moved);

export const hasWon = (board: Board) => board.some((row) => row.some((v) => v >= winningTile));
