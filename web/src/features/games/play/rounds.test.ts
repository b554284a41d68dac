import { describe, expect, it } from 'vitest';
import {
  defaultGamesSettings,
  replayRecord,
  seededRandom,
  type Direction,
  type GameRulesSettings,
} from '@portfolio/contracts';
import { drawsFrom } from './draws';
import { flipCard, hideCards, memoryRecord, newMemoryRound } from './memory-round';
import { newRound2048, record2048, slide2048 } from './round-2048';
import { newSnakeRound, setSnakeStatus, snakeRecord, steerSnake, stepSnake, type SnakeRound } from './snake-round';

const settings: GameRulesSettings = { ...defaultGamesSettings, snake: { speed: 'fast', boardSize: 10 } };
const seed = 20_261_124;
const seeded = () => drawsFrom(seededRandom(seed));

/** Towards the food, across first, never back onto itself; the clock ticks 100 ms a step. */
function playSnake(): SnakeRound {
  const draws = seeded();
  let round = setSnakeStatus(newSnakeRound(draws, settings.snake.boardSize), 'running', 0);
  let clock = 0;
  while (round.game.status !== 'over') {
    const { snake, food } = round.game;
    const head = snake[0]!;
    const wanted: Direction =
      round.game.score < 30
        ? food.x !== head.x
          ? food.x > head.x
            ? 'right'
            : 'left'
          : food.y > head.y
            ? 'down'
            : 'up'
        : round.game.direction;
    round = steerSnake(round, wanted, clock);
    // A pause and a resume on the way: neither is part of the record.
    if (round.steps === 3) round = setSnakeStatus(setSnakeStatus(round, 'paused', clock), 'running', clock);
    clock += 100;
    round = stepSnake(round, draws, clock);
  }
  return round;
}

describe('a game as the page records it', () => {
  it('Snake: the turns at their steps replay to the same end and score, whatever was pressed in vain', () => {
    const round = playSnake();
    expect(round.game.score).toBeGreaterThanOrEqual(10);
    expect(round.endedAt! - round.startedAt!).toBe(round.steps * 100);
    expect(replayRecord(snakeRecord(round), seed, settings)).toEqual({
      finished: true,
      score: round.game.score,
      moves: round.steps,
    });
  });

  it('2048: the moves that moved replay to the same score, and a ranked game ends at its end', () => {
    const draws = seeded();
    let round = newRound2048(draws, 3);
    const cycle: Direction[] = ['left', 'down', 'right', 'down'];
    for (let i = 0; !round.over; i++) round = slide2048(round, cycle[i % 4]!, draws, i, true);
    expect(round.moves).toMatch(/^[udlr]+$/);
    expect(round.endedAt).not.toBeNull();
    expect(slide2048(round, 'up', draws, 0, true)).toBe(round);
    const small = { ...settings, '2048': { boardSize: 3 } };
    expect(replayRecord(record2048(round), seed, small)).toEqual({
      finished: true,
      score: round.score,
      moves: round.moves.length,
    });
  });

  it('Memory: the cards turned replay to the same moves, with or without the look that turns a pair back', () => {
    const draws = seeded();
    let round = newMemoryRound(draws, settings.memory.pairs);
    // First every card in order, letting the look end after each wrong pair, then each pair where it now is known.
    const cards = round.game.cards.length;
    for (let index = 0; index < cards; index++) {
      round = flipCard(round, index, index);
      if (index % 2 === 1) round = hideCards(round);
    }
    // A card already found cannot be turned, and is not recorded.
    const found = round.game.cards.findIndex((card) => card.matched);
    if (found >= 0) expect(flipCard(round, found, 0)).toBe(round);
    for (let first = 0; first < cards; first++) {
      const card = round.game.cards[first]!;
      if (card.matched) continue;
      const second = round.game.cards.findIndex((c, i) => i !== first && c.symbol === card.symbol);
      round = flipCard(flipCard(round, first, 1000 + first), second, 1000 + first);
    }
    expect(round.game.cards.every((card) => card.matched)).toBe(true);
    expect(round.endedAt).not.toBeNull();
    expect(replayRecord(memoryRecord(round), seed, settings)).toEqual({
      finished: true,
      score: round.game.moves,
      moves: round.game.moves,
    });
  });

  it('draws the same numbers when React computes a state twice from the same state', () => {
    const draws = seeded();
    const round = setSnakeStatus(newSnakeRound(draws, 10), 'running', 0);
    const fed = { ...round, game: { ...round.game, food: { ...round.game.snake[0]!, x: round.game.snake[0]!.x + 1 } } };
    expect(stepSnake(fed, draws, 1)).toEqual(stepSnake(fed, draws, 1));
    expect(stepSnake(fed, draws, 1).drawn).toBe(fed.drawn + 1);
  });
});
