import { openDatabase, type DatabaseSync } from '@portfolio/kit';
import type { SeoStore } from '../seo-port.ts';
import { createSqliteSettingsRow } from './settings-row-store.ts';

/** The embedded settings store on its own connection to `file`: the content store's file (WAL shares it). */
export const openSqliteSeoStore = (file: string): SeoStore => createSqliteSeoStore(openDatabase(file));

export const createSqliteSeoStore = (db: DatabaseSync): SeoStore => createSqliteSettingsRow(db, 'seo_settings');
