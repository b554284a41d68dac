import { storeCalls, type Logger, type TrustedProxies } from '@portfolio/kit';
import type { Freshness } from './caching/freshness.ts';
import type { DocumentsSettings } from './documents/documents-handler.ts';
import type { Editor } from './editorial/editor.ts';
import type { SlugRedirects } from './editorial/redirects.ts';
import type { MediaLibrary } from './media/media-library.ts';
import type { ReaderAudio } from './reader-audio/reader-audio.ts';
import type { MediaStore } from './stores/media-port.ts';
import type { ContentStore } from './stores/ports.ts';

export interface ContentSettings {
  /** Count views from bots and headless browsers too (our own browser tests). */
  keepBots: boolean;
  /** View beacons per client address per minute. */
  viewRateLimit: number;
  /** Store work for one request that has not settled by then is abandoned and answered 503 (a hung store). */
  storeTimeoutMs: number;
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
  /** The media library's records. */
  media: MediaStore;
  /** The media library's operations (media/): its admin API. */
  mediaLibrary: MediaLibrary;
  /** Where the variants live (DATA_DIR/media), served at /media/{id}/{file}. */
  mediaFolder: string;
  /** The blog editor's operations (editorial/): its admin API. */
  editor: Editor;
  /** Where an article's former slug now lives: its old addresses answer 301 to the new ones. */
  redirects: SlugRedirects;
  /** The reader's recorded audio (reader-audio/): its manifest, and its files at /audio/{key}/{file}. */
  readerAudio: ReaderAudio;
}

/**
 * Store work for a request, as the other services do it (kit's storeCalls): a store that is down, refuses or hangs
 * becomes a 503 with Retry-After, logged once; a 404 the work throws on purpose passes unchanged.
 */
export const contentStoreCalls = (deps: { logger: Logger; settings: Pick<ContentSettings, 'storeTimeoutMs'> }) =>
  storeCalls(deps.logger, { store: 'content store', timeoutMs: deps.settings.storeTimeoutMs });
