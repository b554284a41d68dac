/** Saved settings (the SEO settings, the games settings): one record, its revision counting the saves. */
export interface SettingsRecord<T> {
  settings: T;
  /** 1 at the first save, one more at each. */
  revision: number;
  updatedAt: Date;
}

/** A store of one settings record at most, replaced whole by each save. */
export interface SettingsStore<T> {
  /** The settings, or undefined before the first save (the contract's defaults then apply). */
  read(): Promise<SettingsRecord<T> | undefined>;
  /** The revision alone (0 before the first save): asked by every crawler page request, so it reads no settings. */
  revision(): Promise<number>;
  /** Replaces the settings and counts one more revision, in one step; returns the record as kept. */
  save(settings: T, updatedAt: Date): Promise<SettingsRecord<T>>;
  close(): Promise<void>;
}
