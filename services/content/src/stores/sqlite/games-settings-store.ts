import { openDatabase, type DatabaseSync } from '@portfolio/kit';
import type { GamesSettingsStore } from '../games-port.ts';
import { createSqliteSettingsRow } from './settings-row-store.ts';

/** The embedded settings store on its own connection to `file`: the content store's file (WAL shares it). */
export const openSqliteGamesSettingsStore = (file: string): GamesSettingsStore =>
  createSqliteGamesSettingsStore(openDatabase(file));

export const createSqliteGamesSettingsStore = (db: DatabaseSync): GamesSettingsStore =>
  createSqliteSettingsRow(db, 'games_settings');
