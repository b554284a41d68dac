import {
  addRandomTile,
  canMove2048,
  hasWon2048,
  move2048,
  newBoard2048,
  type Board2048,
  type Direction,
  type GameRecord,
} from '@portfolio/contracts';
import { withDraws, type Draws } from './draws';

/** A game of 2048, its record (every move that moved a tile, one letter each) and its times, first move to end. */
export interface Round2048 {
  board: Board2048;
  drawn: number;
  score: number;
  moves: string;
  /** No move left, or (a ranked game) 2048 reached: no more moves. */
  over: boolean;
  won: boolean;
  startedAt: number | null;
  /** When the game reached its end: stuck, or 2048 reached (an unranked game may then go on). */
  endedAt: number | null;
}

const letters: Record<Direction, string> = { up: 'u', down: 'd', left: 'l', right: 'r' };

export function newRound2048(draws: Draws, size: number): Round2048 {
  const [board, drawn] = withDraws(draws, 0, (random) => newBoard2048(random, size));
  return { board, drawn, score: 0, moves: '', over: false, won: false, startedAt: null, endedAt: null };
}

/**
 * A slide: a move that moves nothing changes nothing (and is not recorded); a real one adds a tile. `stopAtWin`: a
 * ranked game ends when 2048 is reached, where the server's replay ends it; an unranked one may go on.
 */
export function slide2048(
  round: Round2048,
  direction: Direction,
  draws: Draws,
  now: number,
  stopAtWin: boolean,
): Round2048 {
  if (round.over) return round;
  const result = move2048(round.board, direction);
  if (!result.moved) return round;
  const [board, drawn] = withDraws(draws, round.drawn, (random) => addRandomTile(result.board, random));
  const won = round.won || hasWon2048(board);
  const stuck = !canMove2048(board);
  return {
    board,
    drawn,
    score: round.score + result.gained,
    moves: round.moves + letters[direction],
    over: stuck || (stopAtWin && won),
    won,
    startedAt: round.startedAt ?? now,
    endedAt: round.endedAt ?? (stuck || won ? now : null),
  };
}

export const record2048 = (round: Round2048): GameRecord => ({ game: '2048', moves: round.moves });
