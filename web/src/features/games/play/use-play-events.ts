import { useEffect, useMemo, useRef } from 'react';
import type { GameId } from '@portfolio/contracts';
import { timeRandomId } from '@/lib/random-id';
import { sendGameEvent } from '../api/game-events';
import { gameClock } from './clock';
import { createPlayTracker } from './play-tracker';

/** Where a game is: not started, going (its score so far), or ended (with its length). */
export interface PlayProgress {
  started: boolean;
  score: number;
  /** Set when the game reached its end. */
  durationMs: number | undefined;
}

/**
 * The play events of a game's rounds (`roundKey` changes with each new game): `start` once the game has started,
 * `finish` when it reaches its end. A game still going when the player leaves it (a new game, another game's tab,
 * the page closed) is sent as finished without completion, with the score it had.
 */
export function usePlayEvents(game: GameId, roundKey: number, { started, score, durationMs }: PlayProgress) {
  const tracker = useMemo(
    () =>
      createPlayTracker(game, {
        send: (event) => void sendGameEvent(event),
        now: gameClock,
        newEventId: timeRandomId,
      }),
    // A new tracker for every round.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [game, roundKey],
  );
  const latestScore = useRef(score);

  useEffect(() => {
    latestScore.current = score;
    if (started) tracker.start();
    if (durationMs !== undefined) tracker.finish(score, true, durationMs);
  }, [tracker, started, score, durationMs]);

  useEffect(() => {
    const leave = () => tracker.finish(latestScore.current, false);
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [tracker]);
}
