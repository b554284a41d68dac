import { useCallback, useEffect, useRef, useState } from 'react';
import { seededRandom, type GameId, type LeaderboardRun } from '@portfolio/contracts';
import { startLeaderboardRun } from '../api/leaderboard';
import { drawsFrom, type Draws } from './draws';

/** One game from its first board to its end: where its randomness comes from, and the run it may be ranked with. */
export interface Round {
  /** Changes with every new game: the game starts afresh from it (`useRoundState`). */
  key: number;
  /** Seeded by the run, else from `Math.random`. */
  draws: Draws;
  /** A new game asked for from a game over starts at once, without a second press. */
  autoStart: boolean;
  /** The signed seed of a leaderboard game; null when the game has no board, or the run could not be had. */
  run: LeaderboardRun | null;
}

const unranked = (key: number, autoStart = false): Round => ({
  key,
  draws: drawsFrom(Math.random),
  run: null,
  autoStart,
});

/**
 * The rounds of one game. Without a leaderboard, a new game starts at once with `Math.random`. With one, each game
 * first asks the server for a run and plays with its seed (the server replays the record with the same seed);
 * when that call fails, the game is played unseeded and offers no submission. The last game stays on screen while
 * the next one's run is on its way.
 */
export function useRounds(game: GameId, leaderboard: boolean) {
  const [round, setRound] = useState<Round | undefined>(() => (leaderboard ? undefined : unranked(0)));
  const asking = useRef(false);
  const keys = useRef(0);

  const next = useCallback(
    async (autoStart = false) => {
      if (asking.current) return;
      const key = ++keys.current;
      if (!leaderboard) {
        setRound(unranked(key, autoStart));
        return;
      }
      asking.current = true;
      const run = await startLeaderboardRun(game).catch(() => null);
      asking.current = false;
      setRound(run ? { key, draws: drawsFrom(seededRandom(run.seed)), run, autoStart } : unranked(key, autoStart));
    },
    [game, leaderboard],
  );

  // A leaderboard game's first round waits for its run.
  useEffect(() => {
    if (leaderboard) void next();
  }, [leaderboard, next]);

  return { round, next: (autoStart?: boolean) => void next(autoStart) };
}
