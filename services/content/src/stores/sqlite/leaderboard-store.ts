import { openDatabase, type DatabaseSync } from '@portfolio/kit';
import type { GameId } from '@portfolio/contracts';
import type { LeaderboardRecord, LeaderboardStore, ScoreOrder } from '../games-port.ts';

/**
 * Every board in one table beside the content store's. A removed entry keeps its row, nickname blanked, so that
 * its run's token stays spent (the unique token id) and the same run cannot put it back.
 */
const schema = `
CREATE TABLE IF NOT EXISTS leaderboard_entries (
  id TEXT PRIMARY KEY,
  game TEXT NOT NULL,
  nickname TEXT NOT NULL,
  score INTEGER NOT NULL,
  moves INTEGER NOT NULL,
  duration_ms INTEGER NOT NULL,
  at INTEGER NOT NULL,
  token_id TEXT NOT NULL UNIQUE,
  removed INTEGER NOT NULL DEFAULT 0
) STRICT;
CREATE INDEX IF NOT EXISTS leaderboard_rank ON leaderboard_entries (game, removed, score, duration_ms);
CREATE INDEX IF NOT EXISTS leaderboard_newest ON leaderboard_entries (game, removed, at);
`;

interface Row {
  id: string;
  game: GameId;
  nickname: string;
  score: number;
  moves: number;
  duration_ms: number;
  at: number;
  token_id: string;
}

const recordOf = (row: Row): LeaderboardRecord => ({
  id: row.id,
  game: row.game,
  nickname: row.nickname,
  score: row.score,
  moves: row.moves,
  durationMs: row.duration_ms,
  at: new Date(row.at),
  tokenId: row.token_id,
});

const columns = 'id, game, nickname, score, moves, duration_ms, at, token_id';
const live = 'game = ? AND removed = 0';

export const openSqliteLeaderboardStore = (file: string): LeaderboardStore =>
  createSqliteLeaderboardStore(openDatabase(file));

export function createSqliteLeaderboardStore(db: DatabaseSync): LeaderboardStore {
  db.exec(schema);
  const insert = db.prepare(
    `INSERT INTO leaderboard_entries (${columns}) VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (token_id) DO NOTHING`,
  );
  const best = {
    highest: db.prepare(
      `SELECT ${columns} FROM leaderboard_entries WHERE ${live} ORDER BY score DESC, duration_ms, at, id LIMIT ?`,
    ),
    lowest: db.prepare(
      `SELECT ${columns} FROM leaderboard_entries WHERE ${live} ORDER BY score, duration_ms, at, id LIMIT ?`,
    ),
  };
  const better = {
    highest: db.prepare(
      `SELECT count(*) AS n FROM leaderboard_entries WHERE ${live} AND (score > ? OR (score = ? AND duration_ms < ?))`,
    ),
    lowest: db.prepare(
      `SELECT count(*) AS n FROM leaderboard_entries WHERE ${live} AND (score < ? OR (score = ? AND duration_ms < ?))`,
    ),
  };
  const count = db.prepare(`SELECT count(*) AS n FROM leaderboard_entries WHERE ${live}`);
  const newest = db.prepare(
    `SELECT ${columns} FROM leaderboard_entries WHERE ${live} ORDER BY at DESC, id DESC LIMIT ? OFFSET ?`,
  );
  const remove = db.prepare(`UPDATE leaderboard_entries SET removed = 1, nickname = '' WHERE id = ? AND ${live}`);
  return {
    async add(entry) {
      const { id, game, nickname, score, moves, durationMs, at, tokenId } = entry;
      return insert.run(id, game, nickname, score, moves, durationMs, at.getTime(), tokenId).changes === 1;
    },
    async best(game, order: ScoreOrder, limit) {
      return (best[order].all(game, limit) as unknown as Row[]).map(recordOf);
    },
    async better(game, order, score, durationMs) {
      return (better[order].get(game, score, score, durationMs) as { n: number }).n;
    },
    async count(game) {
      return (count.get(game) as { n: number }).n;
    },
    async newest(game, offset, limit) {
      return (newest.all(game, limit, offset) as unknown as Row[]).map(recordOf);
    },
    async remove(game, id) {
      return remove.run(id, game).changes === 1;
    },
    async close() {
      if (db.isOpen) db.close();
    },
  };
}
