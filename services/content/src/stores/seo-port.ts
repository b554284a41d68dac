import type { SeoSettings } from '@portfolio/contracts';
import type { SettingsRecord, SettingsStore } from './settings-port.ts';

/** The SEO settings' store: one record at most, its revision counted by saves (caches and ETags key on it). */
export type SeoSettingsRecord = SettingsRecord<SeoSettings>;
export type SeoStore = SettingsStore<SeoSettings>;
