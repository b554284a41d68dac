import { describe, expect, it } from 'vitest';
import {
  addRandomTile,
  advanceSnake as advance,
  canMove2048 as canMove,
  hasWon2048 as hasWon,
  hideMismatch,
  isMemoryComplete as isComplete,
  move2048 as move,
  newBoard2048,
  newMemoryGame,
  newSnakeGame,
  revealCard as reveal,
  seededRandom,
  turnSnake as turn,
  type Board2048 as Board,
  type SnakeState,
} from '../src/index.ts';

/** A repeatable "random" source. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

describe('snake', () => {
  const running = (state: SnakeState): SnakeState => ({ ...state, status: 'running' });

  it('moves one cell per step, and only while running', () => {
    const game = newSnakeGame(sequence(0), 10);
    expect(advance(game, sequence(0))).toBe(game);
    const moved = advance(running(game), sequence(0));
    expect(moved.snake.map((p) => [p.x, p.y])).toEqual([
      [6, 5],
      [5, 5],
      [4, 5],
    ]);
  });

  it('eats, grows and scores', () => {
    const game = { ...running(newSnakeGame(sequence(0), 10)), food: { x: 6, y: 5 } };
    const fed = advance(game, sequence(0));
    expect(fed.snake).toHaveLength(4);
    expect(fed.score).toBe(10);
    expect(fed.snake).not.toContainEqual(fed.food);
  });

  it('ignores turning back onto itself, and applies queued turns one step at a time', () => {
    let game = running(newSnakeGame(sequence(0), 10));
    expect(turn(game, 'left')).toBe(game);
    game = turn(turn(game, 'up'), 'left');
    game = advance(game, sequence(0));
    expect([game.direction, game.snake[0]]).toEqual(['up', { x: 5, y: 4 }]);
    game = advance(game, sequence(0));
    expect([game.direction, game.snake[0]]).toEqual(['left', { x: 4, y: 4 }]);
  });

  it('ends on a wall', () => {
    let game = turn(running(newSnakeGame(sequence(0.99), 6)), 'up');
    for (let i = 0; i < 3; i++) game = advance(game, sequence(0.99));
    expect(game.status).toBe('running');
    game = advance(game, sequence(0.99));
    expect(game.status).toBe('over');
  });

  it('ends when the head meets the body', () => {
    const game: SnakeState = {
      ...running(newSnakeGame(sequence(0), 10)),
      snake: [
        { x: 5, y: 5 },
        { x: 5, y: 6 },
        { x: 6, y: 6 },
        { x: 6, y: 5 },
        { x: 6, y: 4 },
      ],
      direction: 'left',
      turns: ['down'],
    };
    expect(advance(turn(game, 'right'), sequence(0)).status).toBe('over');
  });
});

describe('seeded random', () => {
  it('draws the same numbers from the same seed, in [0, 1), and others from another seed', () => {
    const draw = (seed: number) => Array.from({ length: 1000 }, seededRandom(seed));
    const first = draw(42);
    expect(draw(42)).toEqual(first);
    expect(first.every((n) => n >= 0 && n < 1)).toBe(true);
    expect(draw(43)).not.toEqual(first);
    // Spread over the range, not stuck in a corner of it: each tenth gets a fair share of a thousand draws.
    const tenths = Object.values(Object.groupBy(first, (n) => Math.floor(n * 10)));
    expect(tenths).toHaveLength(10);
    expect(tenths.every((t) => t!.length > 60)).toBe(true);
  });

  it('takes any 32-bit seed', () => {
    expect(seededRandom(0xffff_ffff)()).toBe(seededRandom(-1)());
    expect(seededRandom(0)()).toBeLessThan(1);
  });
});

describe('2048', () => {
  it.each([3, 4, 6])('starts a %i × %i board with two tiles', (size) => {
    const board = newBoard2048(seededRandom(7), size);
    expect(board).toHaveLength(size);
    expect(board.every((row) => row.length === size)).toBe(true);
    expect(board.flat().filter((v) => v !== 0)).toHaveLength(2);
  });

  it('slides a board of any size', () => {
    const board: Board = [
      [2, 2, 4],
      [0, 4, 4],
      [2, 0, 2],
    ];
    expect(move(board, 'left').board).toEqual([
      [4, 4, 0],
      [8, 0, 0],
      [4, 0, 0],
    ]);
    expect(move(board, 'down').board.map((r) => r[0])).toEqual([0, 0, 4]);
    expect(
      canMove([
        [2, 4, 2],
        [4, 2, 4],
        [2, 4, 2],
      ]),
    ).toBe(false);
  });

  it('slides and merges each pair once, scoring the merged values', () => {
    const board: Board = [
      [2, 2, 2, 2],
      [4, 0, 4, 8],
      [0, 0, 0, 2],
      [2, 4, 8, 16],
    ];
    const left = move(board, 'left');
    expect(left.board).toEqual([
      [4, 4, 0, 0],
      [8, 8, 0, 0],
      [2, 0, 0, 0],
      [2, 4, 8, 16],
    ]);
    expect(left.gained).toBe(4 + 4 + 8);
    expect(move(board, 'right').board[0]).toEqual([0, 0, 4, 4]);
    expect(move(board, 'up').board.map((r) => r[0])).toEqual([2, 4, 2, 0]);
    expect(move(board, 'down').board.map((r) => r[0])).toEqual([0, 2, 4, 2]);
  });

  it('merges columns towards the side it slides to', () => {
    const column: Board = [
      [2, 0, 0, 0],
      [2, 0, 0, 0],
      [4, 0, 0, 0],
      [4, 0, 0, 0],
    ];
    expect(move(column, 'up').board.map((r) => r[0])).toEqual([4, 8, 0, 0]);
    expect(move(column, 'down').board.map((r) => r[0])).toEqual([0, 0, 4, 8]);
    expect(
      move(
        [
          [2, 2, 2, 0],
          [0, 0, 0, 0],
          [0, 0, 0, 0],
          [0, 0, 0, 0],
        ],
        'right',
      ).board[0],
    ).toEqual([0, 0, 2, 4]);
  });

  it('reports a move that changes nothing', () => {
    const board: Board = [
      [2, 4, 8, 16],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ];
    expect(move(board, 'up').moved).toBe(false);
    expect(move(board, 'down').moved).toBe(true);
  });

  it('adds a 2 or a 4 on an empty cell', () => {
    const board: Board = [
      [2, 2, 2, 2],
      [2, 2, 2, 2],
      [2, 2, 0, 2],
      [2, 2, 2, 2],
    ];
    expect(addRandomTile(board, sequence(0.5, 0.95))[2]![2]).toBe(4);
    expect(addRandomTile(board, sequence(0.5, 0.1))[2]![2]).toBe(2);
  });

  it('knows when no move is left, and when 2048 is reached', () => {
    const stuck: Board = [
      [2, 4, 2, 4],
      [4, 2, 4, 2],
      [2, 4, 2, 4],
      [4, 2, 4, 2],
    ];
    expect(canMove(stuck)).toBe(false);
    expect(canMove([[2, 2, 4, 8], ...stuck.slice(1)])).toBe(true);
    expect(hasWon([[2048, 0, 0, 0], ...stuck.slice(1)])).toBe(true);
    expect(hasWon(stuck)).toBe(false);
  });
});

describe('memory', () => {
  const pairOf = (cards: { symbol: string }[], index: number) =>
    cards.findIndex((c, i) => i !== index && c.symbol === cards[index]!.symbol);

  it.each([4, 8, 12])('deals %i shuffled pairs', (pairs) => {
    const game = newMemoryGame(Math.random, pairs);
    expect(game.cards).toHaveLength(pairs * 2);
    const counts = Object.values(Object.groupBy(game.cards, (c) => c.symbol)).map((g) => g!.length);
    expect(counts).toEqual(Array(pairs).fill(2));
  });

  it('refuses more pairs than it has symbols', () => {
    expect(() => newMemoryGame(Math.random, 13)).toThrow(RangeError);
    expect(() => newMemoryGame(Math.random, 0)).toThrow(RangeError);
  });

  it('keeps a found pair and counts one move per pair of cards', () => {
    let game = newMemoryGame(sequence(0.3, 0.7, 0.1));
    const other = pairOf(game.cards, 0);
    game = reveal(game, 0);
    expect(game.moves).toBe(0);
    game = reveal(game, other);
    expect(game).toMatchObject({ moves: 1, faceUp: [] });
    expect(game.cards[0]!.matched && game.cards[other]!.matched).toBe(true);
    expect(reveal(game, 0)).toBe(game);
  });

  it('shows a mismatch until hidden, or until the next card is turned', () => {
    let game = newMemoryGame(sequence(0.3, 0.7, 0.1));
    const mismatch = game.cards.findIndex((c) => c.symbol !== game.cards[0]!.symbol);
    game = reveal(reveal(game, 0), mismatch);
    expect(game.faceUp).toEqual([0, mismatch]);
    expect(hideMismatch(game).faceUp).toEqual([]);
    const third = game.cards.findIndex((_, i) => i !== 0 && i !== mismatch);
    expect(reveal(game, third).faceUp).toEqual([third]);
  });

  it.each([4, 12])('is complete when every one of %i pairs is found', (pairs) => {
    let game = newMemoryGame(Math.random, pairs);
    const done = new Set<number>();
    game.cards.forEach((_, i) => {
      if (done.has(i)) return;
      const other = pairOf(game.cards, i);
      done.add(i).add(other);
      game = reveal(reveal(game, i), other);
    });
    expect(isComplete(game)).toBe(true);
    expect(game.moves).toBe(pairs);
  });
});
