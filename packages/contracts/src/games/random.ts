/** A number in [0, 1), as `Math.random` gives: the rules take their randomness from one so that a game can replay. */
export type Random = () => number;

/** A random integer in [0, max). */
export const randomBelow = (random: Random, max: number) => Math.floor(random() * max);

/**
 * A seeded generator (mulberry32): the page plays a leaderboard run with the seed the server signed, and the server
 * replays the record with the same seed, so both draw the same food, tiles and cards. Small and fast; not for
 * secrets, only for games.
 */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 0x1_0000_0000;
  };
}
