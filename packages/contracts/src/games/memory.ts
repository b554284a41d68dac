import { randomBelow, type Random } from './random.ts';

/** One symbol per pair, as many as the most pairs the settings allow (`gameSettingsLimits.memoryPairs.max`). */
export const memorySymbols = [
  'apple',
  'banana',
  'cherries',
  'grapes',
  'lemon',
  'peach',
  'pear',
  'strawberry',
  'kiwi',
  'melon',
  'pineapple',
  'watermelon',
] as const;
export type MemorySymbol = (typeof memorySymbols)[number];

export interface MemoryCard {
  symbol: MemorySymbol;
  matched: boolean;
}

export interface MemoryState {
  cards: MemoryCard[];
  /** Face-up cards not yet matched: none, one, or a pair that did not match. */
  faceUp: number[];
  moves: number;
}

/** `pairs` pairs (the first symbols), shuffled (Fisher–Yates). */
export function newMemoryGame(random: Random, pairs = 8): MemoryState {
  if (!Number.isInteger(pairs) || pairs < 1 || pairs > memorySymbols.length) {
    throw new RangeError(`a memory game has 1 to ${memorySymbols.length} pairs, not ${pairs}`);
  }
  const cards: MemoryCard[] = memorySymbols.slice(0, pairs).flatMap((symbol) => [
    { symbol, matched: false },
    { symbol, matched: false },
  ]);
  for (let i = cards.length - 1; i > 0; i--) {
    const j = randomBelow(random, i + 1);
    [cards[i], cards[j]] = [cards[j]!, cards[i]!];
  }
  return { cards, faceUp: [], moves: 0 };
}

/**
 * Turns a card over. A second card completes a move: a pair stays found, two different cards stay face up
 * until `hideMismatch` (after a short look) or until the next card is turned, whichever comes first.
 * A card that cannot be turned (found already, or face up) leaves the state as it was, the same object.
 */
export function revealCard(state: MemoryState, index: number): MemoryState {
  const card = state.cards[index];
  if (!card || card.matched || state.faceUp.includes(index)) return state;
  const faceUp = state.faceUp.length === 2 ? [index] : [...state.faceUp, index];
  if (faceUp.length < 2) return { ...state, faceUp };
  const [first, second] = faceUp as [number, number];
  const moves = state.moves + 1;
  if (state.cards[first]!.symbol !== state.cards[second]!.symbol) return { ...state, faceUp, moves };
  const cards = state.cards.map((c, i) => (i === first || i === second ? { ...c, matched: true } : c));
  return { cards, faceUp: [], moves };
}

export const hideMismatch = (state: MemoryState): MemoryState =>
  state.faceUp.length === 2 ? { ...state, faceUp: [] } : state;

export const isMemoryComplete = (state: MemoryState) => state.cards.every((c) => c.matched);
