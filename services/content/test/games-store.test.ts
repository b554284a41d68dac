import { afterAll } from 'vitest';
import type { MongoStoreOptions } from '../src/stores/mongo/mongo-store.ts';
import { createMongoGamesSettingsStore } from '../src/stores/mongo/games-settings-store.ts';
import { createMongoLeaderboardStore } from '../src/stores/mongo/leaderboard-store.ts';
import { openSqliteGamesSettingsStore } from '../src/stores/sqlite/games-settings-store.ts';
import { openSqliteLeaderboardStore } from '../src/stores/sqlite/leaderboard-store.ts';
import { gamesSettingsStoreContract, leaderboardStoreContract } from './games-store-contract.ts';
import { stopBackends, storeBackends } from './store-backends.ts';

afterAll(stopBackends);

// The settings need no index: their store is ready as soon as it is made.
const openMongoSettings = (options: MongoStoreOptions) => ({
  ...createMongoGamesSettingsStore(options),
  indexes: { built: Promise.resolve() },
});

for (const backend of storeBackends(openSqliteGamesSettingsStore, openMongoSettings)) {
  gamesSettingsStoreContract(backend);
}
for (const backend of storeBackends(openSqliteLeaderboardStore, createMongoLeaderboardStore)) {
  leaderboardStoreContract(backend);
}
