import {
  hideMismatch,
  isMemoryComplete,
  newMemoryGame,
  revealCard,
  type GameRecord,
  type MemoryState,
} from '@portfolio/contracts';
import { withDraws, type Draws } from './draws';

/** A game of Memory, its record (the index of every card turned over) and its times, first card to last pair. */
export interface MemoryRound {
  game: MemoryState;
  flips: number[];
  startedAt: number | null;
  endedAt: number | null;
}

export function newMemoryRound(draws: Draws, pairs: number): MemoryRound {
  const [game] = withDraws(draws, 0, (random) => newMemoryGame(random, pairs));
  return { game, flips: [], startedAt: null, endedAt: null };
}

/** A card turned over; one that cannot be (found, or face up) changes nothing and is not recorded. */
export function flipCard(round: MemoryRound, index: number, now: number): MemoryRound {
  const game = revealCard(round.game, index);
  if (game === round.game) return round;
  return {
    game,
    flips: [...round.flips, index],
    startedAt: round.startedAt ?? now,
    endedAt: isMemoryComplete(game) ? now : null,
  };
}

/** Two different cards turned back after the look (not recorded: turning the next card turns them back too). */
export function hideCards(round: MemoryRound): MemoryRound {
  const game = hideMismatch(round.game);
  return game === round.game ? round : { ...round, game };
}

export const memoryRecord = (round: MemoryRound): GameRecord => ({ game: 'memory', flips: round.flips });
