import type { GameEvent } from '@portfolio/contracts';
import { HttpError } from '@portfolio/kit';
import type { GamePlayEvent } from '../events.ts';

/** Arrival times of game events are kept to this: enough for days in any time zone (see calendar.ts). */
const quarterMs = 900_000;

const invalid = (field: string, message: string) =>
  new HttpError(400, 'validation_failed', 'The request body is not valid.', {
    details: [{ path: `body.${field}`, message }],
  });

/**
 * The stored form of a game event, once its fields agree with its kind: a start carries nothing more, a finish
 * carries its score, duration and whether it reached the game's end. Anything else is refused (400 naming the
 * field) rather than counted half-way.
 */
export function gameEventOf(body: GameEvent, at: number): GamePlayEvent {
  const { eventId, game, kind, score, durationMs, completed } = body;
  if (kind === 'start') {
    for (const [field, value] of Object.entries({ score, durationMs, completed })) {
      if (value !== undefined) throw invalid(field, 'a start carries no result');
    }
  } else {
    for (const [field, value] of Object.entries({ score, durationMs, completed })) {
      if (value === undefined) throw invalid(field, 'a finish carries its score, duration and completion');
    }
  }
  return {
    kind: 'game',
    id: eventId,
    at: at - (at % quarterMs),
    game,
    event: kind,
    score: score ?? null,
    durationMs: durationMs ?? null,
    completed: completed ?? false,
  };
}
