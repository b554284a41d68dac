import type { AiJob, AiProviderKind, AiSettings, AiUsageEntry } from '@portfolio/contracts';

/** A provider as kept: its key sealed (kit's sealer), never in the clear, and only its last four characters shown. */
export interface AiProviderRecord {
  id: string;
  name: string;
  kind: AiProviderKind;
  baseUrl: string;
  /** The sealed key; null without one (a local server). */
  sealedKey: string | null;
  keyHint: string;
  models: string[];
  modelsFetchedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface AiSettingsRecord {
  settings: AiSettings;
  updatedAt: Date;
}

/** The month's figures from the usage log, from `since` (the month's first instant, UTC). */
export interface AiMonthFigures {
  spentUsd: number;
  requests: number;
  failures: number;
}

/** Which jobs a list asks for: an article's or an image's, created since a time. */
export interface AiJobFilter {
  since: Date;
  articleId?: string;
  mediaId?: string;
}

/** The job states a job may still leave: a write that finds another state finds the job already settled. */
export const unsettledJobStatuses = ['queued', 'running'] as const;

/**
 * The AI providers' store (#20): providers, the settings (one record), the usage log (newest first) and the
 * author's jobs. Both adapters pass one contract suite.
 */
export interface AiStore {
  providers(): Promise<AiProviderRecord[]>;
  provider(id: string): Promise<AiProviderRecord | undefined>;
  /** Adds the provider or replaces the one with its id. */
  putProvider(record: AiProviderRecord): Promise<void>;
  /** False when there was none. */
  removeProvider(id: string): Promise<boolean>;

  settings(): Promise<AiSettingsRecord | undefined>;
  saveSettings(record: AiSettingsRecord): Promise<void>;

  addUsage(entry: AiUsageEntry): Promise<void>;
  /** Entries newest first (then by id), from `offset`. */
  usage(offset: number, limit: number): Promise<AiUsageEntry[]>;
  usageCount(): Promise<number>;
  month(since: Date): Promise<AiMonthFigures>;

  /** A new job; an id that exists is an error. */
  addJob(job: AiJob): Promise<void>;
  job(id: string): Promise<AiJob | undefined>;
  /** Newest first. */
  jobs(filter: AiJobFilter): Promise<AiJob[]>;
  /**
   * Replaces the job only while the kept one is queued or running: false, nothing written, once it is settled
   * (cancelled by the author, or finished), so that a runner's late write never undoes a cancel.
   */
  updateJob(job: AiJob): Promise<boolean>;
  /** Every job still queued or running settled as `job` would have it (a restart): their count. */
  settleUnfinished(settle: (job: AiJob) => AiJob): Promise<number>;
  close(): Promise<void>;
}
