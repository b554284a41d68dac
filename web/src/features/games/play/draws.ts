import type { Random } from '@portfolio/contracts';

/**
 * A game's random draws as a sequence read by position: the game's state keeps how many it has used (`drawn`), so
 * computing a state twice from the same state (React may call an updater twice) draws the same numbers again, and
 * a ranked game draws exactly what the server's replay of its seed draws.
 */
export interface Draws {
  at: (index: number) => number;
}

export function drawsFrom(random: Random): Draws {
  const values: number[] = [];
  return {
    at(index) {
      while (values.length <= index) values.push(random());
      return values[index]!;
    },
  };
}

/** Runs `play` with the rules' `Random` reading the draws from `drawn` on; returns its result and the new position. */
export function withDraws<T>(draws: Draws, drawn: number, play: (random: Random) => T): [T, number] {
  let position = drawn;
  const result = play(() => draws.at(position++));
  return [result, position];
}
