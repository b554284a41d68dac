import type { Logger, TrustedProxies } from '@portfolio/kit';
import type { Freshness } from './caching/freshness.ts';
import type { DocumentsSettings } from './documents/documents-handler.ts';
import type { ContentStore } from './stores/ports.ts';

export interface ContentSettings {
  /** Count views from bots and headless browsers too (our own browser tests). */
  keepBots: boolean;
  /** View beacons per client address per minute. */
  viewRateLimit: number;
}

/** What the content routes are built from; its own module so that the routes can name it without the build. */
export interface ContentDeps {
  logger: Logger;
  trust: TrustedProxies;
  store: ContentStore;
  /** The validators of the public answers (ETag, Last-Modified). */
  freshness: Freshness;
  settings: ContentSettings;
  /** The clock: what is public (scheduled articles), the day of a view, the freshness window. */
  now: () => Date;
  /** The crawler-readable pages, feeds and sitemaps (documents/): mounted when given. */
  documents?: DocumentsSettings;
}
