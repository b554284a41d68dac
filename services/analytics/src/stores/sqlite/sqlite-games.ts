import type { GameId } from '@portfolio/contracts';
import type { DatabaseSync } from '@portfolio/kit';
import type { StatsRange } from '../../stats/range.ts';
import type { GameDay, GameStatsData } from '../ports.ts';

/**
 * The middle row(s) of each game's completed games in a range, by one column: numbered in order within the game,
 * the middle one kept (or the two middle ones, averaged). One indexed pass over the range, no values in memory.
 */
const medianOf = (column: 'score' | 'duration_ms') => `
  SELECT game, AVG(${column}) AS median FROM (
    SELECT game, ${column},
      ROW_NUMBER() OVER (PARTITION BY game ORDER BY ${column}) AS n,
      COUNT(*) OVER (PARTITION BY game) AS total
    FROM game_events
    WHERE day BETWEEN ? AND ? AND kind = 'finish' AND completed = 1 AND ${column} IS NOT NULL
  ) WHERE n IN ((total + 1) / 2, (total + 2) / 2) GROUP BY game`;

/** The games' statistics from the raw events (a handful per play: no roll-up needed). */
export function sqliteGameStats(db: DatabaseSync) {
  const dayRows = db.prepare(
    `SELECT game, day, SUM(kind = 'start') AS plays, SUM(kind = 'finish' AND completed = 1) AS completions
     FROM game_events WHERE day BETWEEN ? AND ? GROUP BY game, day ORDER BY game, day`,
  );
  const scoreMedians = db.prepare(medianOf('score'));
  const durationMedians = db.prepare(medianOf('duration_ms'));

  return (range: StatsRange): GameStatsData => {
    const days = dayRows.all(range.from, range.to) as unknown as GameDay[];
    const scores = scoreMedians.all(range.from, range.to) as { game: GameId; median: number }[];
    const durations = new Map(
      (durationMedians.all(range.from, range.to) as { game: GameId; median: number }[]).map((r) => [r.game, r.median]),
    );
    const games = new Set([...scores.map((r) => r.game), ...durations.keys()]);
    const score = new Map(scores.map((r) => [r.game, r.median]));
    return {
      days,
      medians: [...games].map((game) => ({
        game,
        score: score.get(game) ?? null,
        durationMs: durations.get(game) ?? null,
      })),
    };
  };
}
