import type { SeoSettings } from '@portfolio/contracts';

/** The saved SEO settings: one record, its revision counting the saves (caches and ETags key on it). */
export interface SeoSettingsRecord {
  settings: SeoSettings;
  /** 1 at the first save, one more at each. */
  revision: number;
  updatedAt: Date;
}

/** The SEO settings' store: one record at most, replaced whole by each save. */
export interface SeoStore {
  /** The settings, or undefined before the first save. */
  read(): Promise<SeoSettingsRecord | undefined>;
  /** The revision alone (0 before the first save): asked by every page request, so it reads no settings. */
  revision(): Promise<number>;
  /** Replaces the settings and counts one more revision, in one step; returns the record as kept. */
  save(settings: SeoSettings, updatedAt: Date): Promise<SeoSettingsRecord>;
  close(): Promise<void>;
}
