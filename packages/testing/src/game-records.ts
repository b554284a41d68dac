import {
  addRandomTile,
  advanceSnake,
  canMove2048,
  directionLetters,
  hasWon2048,
  hideMismatch,
  isMemoryComplete,
  leaderboardLimits,
  move2048,
  newBoard2048,
  newMemoryGame,
  newSnakeGame,
  revealCard,
  seededRandom,
  turnSnake,
  type Direction,
  type GameId,
  type GameRecord,
  type GameRulesSettings,
  type SnakeState,
} from '@portfolio/contracts';

/** A game played to its end by a simple player, as the page records it, and what it reached. */
export interface PlayedGame {
  record: GameRecord;
  score: number;
  moves: number;
}

/**
 * Plays a genuine game with a run's seed and settings and the shared rules, for tests that send a leaderboard
 * score. `short` keeps it brief (Snake eats once, Memory turns no wrong card), so that its least human length
 * fits a test's few seconds.
 */
export function playGame(game: GameId, seed: number, settings: GameRulesSettings, short = false): PlayedGame {
  if (game === 'snake') return playSnake(seed, settings.snake.boardSize, short ? 1 : 4);
  if (game === '2048') return play2048(seed, settings['2048'].boardSize);
  return playMemory(seed, settings.memory.pairs, short);
}

/** Heads for the food `meals` times, then straight on into a wall. */
function playSnake(seed: number, size: number, meals: number): PlayedGame {
  const random = seededRandom(seed);
  let state: SnakeState = { ...newSnakeGame(random, size), status: 'running' };
  const turns: { step: number; direction: Direction }[] = [];
  let steps = 0;
  while (state.status !== 'over') {
    if (steps >= leaderboardLimits.snakeSteps) throw new Error(`seed ${seed}: the snake never met a wall`);
    const wanted = state.score / 10 < meals ? towards(state) : state.direction;
    const turned = turnSnake(state, wanted);
    if (turned !== state) turns.push({ step: steps, direction: wanted });
    state = advanceSnake(turned, random);
    steps += 1;
  }
  return { record: { game: 'snake', turns, steps }, score: state.score, moves: steps };
}

/** The way to the food, across first; a way back onto itself is not taken (the rules would ignore it). */
function towards({ snake, food, direction }: SnakeState): Direction {
  const head = snake[0]!;
  const across: Direction | undefined = food.x > head.x ? 'right' : food.x < head.x ? 'left' : undefined;
  const down: Direction | undefined = food.y > head.y ? 'down' : food.y < head.y ? 'up' : undefined;
  const back = { up: 'down', down: 'up', left: 'right', right: 'left' }[direction];
  if (across && across !== back) return across;
  if (down && down !== back) return down;
  // The food is right behind: step aside first.
  return across || down ? (direction === 'up' || direction === 'down' ? 'left' : 'up') : direction;
}

/** Down, left, right, up: the first that moves, until no move is left or 2048 is reached. */
function play2048(seed: number, size: number): PlayedGame {
  const random = seededRandom(seed);
  let board = newBoard2048(random, size);
  let moves = '';
  let score = 0;
  while (canMove2048(board) && !hasWon2048(board)) {
    const direction = (['down', 'left', 'right', 'up'] as const).find((d) => move2048(board, d).moved)!;
    const result = move2048(board, direction);
    board = addRandomTile(result.board, random);
    score += result.gained;
    moves += directionLetters[direction];
  }
  return { record: { game: '2048', moves }, score, moves: moves.length };
}

/** Each card and then its pair; unless `short`, a wrong card first whenever one is left to turn. */
function playMemory(seed: number, pairs: number, short: boolean): PlayedGame {
  let state = newMemoryGame(seededRandom(seed), pairs);
  const flips: number[] = [];
  const flip = (index: number) => {
    state = revealCard(hideMismatch(state), index);
    flips.push(index);
  };
  while (!isMemoryComplete(state)) {
    const first = state.cards.findIndex((c) => !c.matched);
    const symbol = state.cards[first]!.symbol;
    const wrong = state.cards.findIndex((c, i) => i !== first && !c.matched && c.symbol !== symbol);
    if (!short && wrong >= 0) {
      flip(first);
      flip(wrong);
    }
    flip(first);
    flip(state.cards.findIndex((c, i) => i !== first && c.symbol === symbol));
  }
  return { record: { game: 'memory', flips }, score: state.moves, moves: state.moves };
}
