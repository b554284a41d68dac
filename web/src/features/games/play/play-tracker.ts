import type { GameEvent, GameId } from '@portfolio/contracts';

export interface PlayTrackerDeps {
  send: (event: GameEvent) => void;
  now: () => number;
  newEventId: () => string;
}

/**
 * One game's two events: `start` at its first move, `finish` once, whether the game reached its end, was given up
 * for a new one, or was left with the page. Each event gets its own id, so a beacon the browser retries is counted
 * once.
 */
export function createPlayTracker(game: GameId, deps: PlayTrackerDeps) {
  let startedAt: number | undefined;
  let finished = false;

  return {
    start() {
      if (startedAt !== undefined) return;
      startedAt = deps.now();
      deps.send({ eventId: deps.newEventId(), game, kind: 'start' });
    },
    /** `durationMs`: the game's own measure when it ended; a game left mid-way lasted until now. */
    finish(score: number, completed: boolean, durationMs?: number) {
      if (startedAt === undefined || finished) return;
      finished = true;
      const length = durationMs ?? deps.now() - startedAt;
      deps.send({
        eventId: deps.newEventId(),
        game,
        kind: 'finish',
        score: Math.max(0, Math.round(score)),
        durationMs: Math.max(0, Math.round(length)),
        completed,
      });
    },
  };
}

export type PlayTracker = ReturnType<typeof createPlayTracker>;
