import { gameIds, type GameStats } from '@portfolio/contracts';
import type { GameStatsData } from '../stores/ports.ts';
import type { StatsRange } from './range.ts';

/**
 * The contract's answer from what the store read: every game (in the contract's order, whether played or not),
 * and every day of the range for each, zeros included, so that the chart needs no filling of its own.
 */
export function assembleGameStats(data: GameStatsData, range: StatsRange): GameStats {
  const byDay = new Map(data.days.map((d) => [`${d.game}|${d.day}`, d]));
  const medians = new Map(data.medians.map((m) => [m.game, m]));
  return {
    from: range.from,
    to: range.to,
    games: gameIds.map((game) => {
      const days = range.days.map((day) => {
        const found = byDay.get(`${game}|${day}`);
        return { day, plays: found?.plays ?? 0, completions: found?.completions ?? 0 };
      });
      return {
        game,
        plays: days.reduce((sum, d) => sum + d.plays, 0),
        completions: days.reduce((sum, d) => sum + d.completions, 0),
        medianScore: medians.get(game)?.score ?? null,
        medianDurationMs: medians.get(game)?.durationMs ?? null,
        days,
      };
    }),
  };
}
