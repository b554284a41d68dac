import { describe, expect, it } from 'vitest';
import { playGame } from '@portfolio/testing';
import {
  addRandomTile,
  defaultGamesSettings,
  gameIds,
  gameScoreOrder,
  move2048,
  newBoard2048,
  replayRecord,
  newMemoryGame,
  seededRandom,
  type GameRulesSettings,
} from '../src/index.ts';

const seeds = [1, 2024, 0xdead_beef, 0xffff_ffff];
const letters = { u: 'up', d: 'down', l: 'left', r: 'right' } as const;

/** The first point of a genuine 2048 game where some move would move nothing, and that move's letter. */
function idleMoveIn(moves: string, seed: number) {
  const random = seededRandom(seed);
  let board = newBoard2048(random, defaultGamesSettings['2048'].boardSize);
  for (let at = 0; at < moves.length; at++) {
    const letter = (['u', 'd', 'l', 'r'] as const).find((l) => !move2048(board, letters[l]).moved);
    if (letter) return { at, letter };
    board = addRandomTile(move2048(board, letters[moves[at] as keyof typeof letters]).board, random);
  }
  throw new Error('every move moved at every point of the game');
}
const settings = (change: Partial<GameRulesSettings> = {}): GameRulesSettings => ({
  ...defaultGamesSettings,
  ...change,
});
const sizes: GameRulesSettings[] = [
  settings(),
  settings({ snake: { speed: 'fast', boardSize: 10 }, '2048': { boardSize: 3 }, memory: { pairs: 4 } }),
  settings({ snake: { speed: 'slow', boardSize: 24 }, '2048': { boardSize: 6 }, memory: { pairs: 12 } }),
];

describe('replaying a record', () => {
  it.each(gameIds.flatMap((game) => sizes.map((s) => [game, s] as const)))(
    'accepts %s played with its seed, at every size',
    (game, rules) => {
      for (const seed of seeds) {
        const played = playGame(game, seed, rules);
        expect(replayRecord(played.record, seed, rules)).toEqual({
          finished: true,
          score: played.score,
          moves: played.moves,
        });
      }
    },
  );

  it('gets somewhere in the games it accepts (the players score, so the replay counts points)', () => {
    expect(playGame('snake', 1, settings()).score).toBe(40);
    expect(playGame('2048', 1, settings()).score).toBeGreaterThan(500);
    expect(playGame('memory', 1, settings()).score).toBeGreaterThan(8);
    expect(playGame('memory', 1, settings(), true).score).toBe(8);
  });

  it('does not reach the same game with another seed or other settings', () => {
    for (const game of gameIds) {
      const played = playGame(game, 7, settings());
      expect(replayRecord(played.record, 8, settings())).not.toEqual(replayRecord(played.record, 7, settings()));
    }
    const snake = playGame('snake', 7, settings());
    expect(replayRecord(snake.record, 7, sizes[1]!)).not.toEqual(replayRecord(snake.record, 7, settings()));
  });

  it('refuses a snake that goes on after it died, stops before, or turns out of order', () => {
    const { record } = playGame('snake', 3, settings());
    if (record.game !== 'snake') throw new Error('a snake record');
    const replay = (changed: Partial<typeof record>) => replayRecord({ ...record, ...changed }, 3, settings());
    expect(replay({ steps: record.steps + 1 }).finished).toBe(false);
    expect(replay({ steps: record.steps - 1 }).finished).toBe(false);
    expect(replay({ turns: [...record.turns, { step: record.steps, direction: 'up' }] }).finished).toBe(false);
    expect(record.turns.length).toBeGreaterThan(1);
    expect(replay({ turns: [...record.turns].reverse() }).finished).toBe(false);
  });

  it('refuses an unfinished 2048, and a move the page would not have recorded', () => {
    const { record, moves } = playGame('2048', 3, settings());
    if (record.game !== '2048') throw new Error('a 2048 record');
    expect(replayRecord(record, 3, settings())).toMatchObject({ finished: true, moves });
    const half = record.moves.slice(0, record.moves.length / 2);
    expect(replayRecord({ game: '2048', moves: half }, 3, settings()).finished).toBe(false);
    // The page records only the moves that moved, and none after the end: a record with others is forged, and
    // its replay stops there (a long forged record costs no more than the game it copies).
    expect(replayRecord({ game: '2048', moves: `${record.moves}u` }, 3, settings()).finished).toBe(false);
    const idle = idleMoveIn(record.moves, 3);
    const forged = `${record.moves.slice(0, idle.at)}${idle.letter}${record.moves.slice(idle.at)}`;
    expect(replayRecord({ game: '2048', moves: forged }, 3, settings()).finished).toBe(false);
  });

  it('refuses a memory game with a card that could not be turned, or left unfinished', () => {
    const { record } = playGame('memory', 5, settings());
    if (record.game !== 'memory') throw new Error('a memory record');
    const { flips } = record;
    const replay = (changed: number[]) => replayRecord({ game: 'memory', flips: changed }, 5, settings());
    expect(replay(flips.slice(0, -2)).finished).toBe(false);
    // The player turns cards two by two: find the first pair found, and turn one of its cards again after it.
    const { cards } = newMemoryGame(seededRandom(5), 8);
    const found = flips.findIndex((card, i) => i % 2 === 1 && cards[card]!.symbol === cards[flips[i - 1]!]!.symbol);
    expect(found).toBeGreaterThan(0);
    const again = (at: number, card: number) => [...flips.slice(0, at), card, ...flips.slice(at)];
    expect(replay(again(found + 1, flips[found]!)).finished).toBe(false);
    // A card face up already, one that is not on the table, and one after the game is complete.
    expect(replay(again(1, flips[0]!)).finished).toBe(false);
    expect(replay(again(0, 16)).finished).toBe(false);
    expect(replay([...flips, flips[0]!]).finished).toBe(false);
    expect(replay(flips).finished).toBe(true);
  });

  it('ranks Memory by the fewest moves, the others by the most points', () => {
    expect(gameScoreOrder).toEqual({ snake: 'highest', '2048': 'highest', memory: 'lowest' });
  });
});
