import { join } from 'node:path';
import type { Lifecycle, Logger } from '@portfolio/kit';
import type { ContentConfig } from '../config.ts';
import type { GamesSettingsStore, LeaderboardStore } from '../stores/games-port.ts';
import { createMongoGamesSettingsStore } from '../stores/mongo/games-settings-store.ts';
import { createMongoLeaderboardStore } from '../stores/mongo/leaderboard-store.ts';
import { openSqliteGamesSettingsStore } from '../stores/sqlite/games-settings-store.ts';
import { openSqliteLeaderboardStore } from '../stores/sqlite/leaderboard-store.ts';

/** The games' stores beside the content store's: in its SQLite file, or its MongoDB database (MONGO_URL). */
export function openGamesStores(
  config: ContentConfig,
  logger: Logger,
  lifecycle?: Lifecycle,
): { settings: GamesSettingsStore; leaderboard: LeaderboardStore } {
  if (config.MONGO_URL) {
    const options = { url: config.MONGO_URL, dbName: config.MONGO_DB, timeoutMs: config.MONGO_TIMEOUT_MS, logger };
    const leaderboard = createMongoLeaderboardStore(options);
    // Its indexes are built in the background from the start; readiness waits for them, no request does.
    lifecycle?.checks.push(leaderboard.indexes.readiness);
    return { settings: createMongoGamesSettingsStore(options), leaderboard };
  }
  const file = join(config.DATA_DIR, 'content.sqlite');
  return { settings: openSqliteGamesSettingsStore(file), leaderboard: openSqliteLeaderboardStore(file) };
}
