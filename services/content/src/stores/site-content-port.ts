import type { LanguageCode, SiteContentDocument, SiteSectionName } from '@portfolio/contracts';

/** When each section of each language was last edited in the draft (ms since the epoch): what "out of date" reads. */
export type EditTimes = Partial<Record<LanguageCode, Partial<Record<SiteSectionName, number>>>>;

/** The home page's content as stored: one record, rewritten whole on every change (it is small). */
export interface SiteContentState {
  /** Counts every write; 0 is the seed, before anything was written. */
  revision: number;
  /** The revision of the last publication: the public answer and the home page's HTML key on it alone. */
  publishedRevision: number;
  draft: SiteContentDocument;
  published: SiteContentDocument;
  /** ms since the epoch; null before the first publication. */
  publishedAt: number | null;
  edited: EditTimes;
}

export interface PublishedMark {
  revision: number;
  at: number | null;
}

/** A publication, kept for the history: the whole published content as it became. */
export interface SiteContentVersionRecord {
  /** The state's revision that publication wrote: increasing, never reused. */
  id: number;
  publishedAt: number;
  langs: LanguageCode[];
  content: SiteContentDocument;
}

export type SiteContentVersionSummary = Omit<SiteContentVersionRecord, 'content'>;

/**
 * The site content store, on SQLite or MongoDB alike (test/site-content-store-contract.ts). Writes compare and swap
 * on the revision, so two saves based on the same state never both land; a publication's version is written with it.
 */
export interface SiteContentStore {
  /** The state, or undefined before the first write (the seed stands in for it then). */
  read(): Promise<SiteContentState | undefined>;
  /**
   * What identifies the published content, alone: its revision and when it was published (null: never, the seed's
   * content as the store first held it), or undefined before any write. Read on every public request, so cheap.
   */
  publishedMark(): Promise<PublishedMark | undefined>;
  /**
   * Writes `state` when the stored revision is still `expected` (0: nothing stored yet), with `version` when the
   * write is a publication; false, writing nothing, when another write came first. Keeps the newest `keep` versions.
   */
  write(state: SiteContentState, expected: number, version?: SiteContentVersionRecord, keep?: number): Promise<boolean>;
  /** The kept versions' summaries, newest first. */
  versions(): Promise<SiteContentVersionSummary[]>;
  version(id: number): Promise<SiteContentVersionRecord | undefined>;
  close(): Promise<void>;
}
