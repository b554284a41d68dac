import type { Collection } from 'mongodb';
import type { GameId } from '@portfolio/contracts';
import type { StatsRange } from '../../stats/range.ts';
import type { GameDay, GameStatsData } from '../ports.ts';
import type { GameEventDoc } from './documents.ts';
import { statsTimeoutMs } from './mongo-stats.ts';

/**
 * The games' statistics, as the SQLite adapter reads them: plays and completions per game and local day by
 * aggregation, then each median read from the middle of the game's completed games in order (an index's order,
 * see indexes.ts), so that no list of scores is ever gathered in memory.
 */
export async function mongoGameStats(events: Collection<GameEventDoc>, range: StatsRange): Promise<GameStatsData> {
  const window = { $gte: new Date(range.start), $lt: new Date(range.end) };
  const day = { $dateToString: { format: '%Y-%m-%d', date: '$at', timezone: range.timeZone } };
  const completed = { $and: [{ $eq: ['$kind', 'finish'] }, { $eq: ['$completed', true] }] };
  const rows = await events
    .aggregate<{ _id: { game: GameId; day: string }; plays: number; completions: number }>(
      [
        { $match: { at: window } },
        {
          $group: {
            _id: { game: '$game', day },
            plays: { $sum: { $cond: [{ $eq: ['$kind', 'start'] }, 1, 0] } },
            completions: { $sum: { $cond: [completed, 1, 0] } },
          },
        },
      ],
      { maxTimeMS: statsTimeoutMs, allowDiskUse: true },
    )
    .toArray();
  const days: GameDay[] = rows
    .map((r) => ({ game: r._id.game, day: r._id.day, plays: r.plays, completions: r.completions }))
    .sort((a, b) => (a.game === b.game ? (a.day < b.day ? -1 : 1) : a.game < b.game ? -1 : 1));

  const finished = new Map<GameId, number>();
  for (const d of days) finished.set(d.game, (finished.get(d.game) ?? 0) + d.completions);
  const median = async (game: GameId, n: number, field: 'score' | 'durationMs') => {
    const middle = await events
      .find({ game, kind: 'finish', completed: true, at: window }, { maxTimeMS: statsTimeoutMs })
      .sort({ [field]: 1, _id: 1 })
      .skip(Math.floor((n - 1) / 2))
      .limit(n % 2 === 1 ? 1 : 2)
      .project<Pick<GameEventDoc, 'score' | 'durationMs'>>({ [field]: 1 })
      .toArray();
    const values = middle.map((doc) => doc[field]).filter((v): v is number => v !== null && v !== undefined);
    return values.length === 0 ? null : values.reduce((sum, v) => sum + v, 0) / values.length;
  };
  const medians = await Promise.all(
    [...finished]
      .filter(([, n]) => n > 0)
      .map(async ([game, n]) => ({
        game,
        score: await median(game, n, 'score'),
        durationMs: await median(game, n, 'durationMs'),
      })),
  );
  return { days, medians };
}
