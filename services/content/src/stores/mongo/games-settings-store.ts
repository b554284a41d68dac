import type { GamesSettingsStore } from '../games-port.ts';
import type { MongoStoreOptions } from './mongo-store.ts';
import { createMongoSettingsDoc } from './settings-doc-store.ts';

/** The games settings on MongoDB: one document. */
export const createMongoGamesSettingsStore = (options: MongoStoreOptions): GamesSettingsStore =>
  createMongoSettingsDoc(options, {
    client: 'portfolio-content-games',
    collection: 'content_games_settings',
    id: 'games',
  });
