/**
 * The games' clock: the page's monotonic time, so that a system clock changed mid-game cannot stretch or shrink a
 * game's length (the length a leaderboard's plausibility check reads).
 */
export const gameClock = () => performance.now();

/**
 * A finished game's length in whole milliseconds (what the contract takes), rounded up: never shorter than it was,
 * so the server's least human pace is not missed by a fraction. Undefined until the game has ended.
 */
export const lengthOf = ({ startedAt, endedAt }: { startedAt: number | null; endedAt: number | null }) =>
  startedAt !== null && endedAt !== null ? Math.ceil(endedAt - startedAt) : undefined;
