import type { Logger, TrustedProxies } from '@portfolio/kit';
import type { AiArea } from './ai/ai-area.ts';
import type { ContentSettings } from './content-settings.ts';
import type { Freshness } from './caching/freshness.ts';
import type { DocumentsSettings } from './documents/documents-handler.ts';
import type { Editor } from './editorial/editor.ts';
import type { GamesSettingsKeeper } from './games/games-settings.ts';
import type { Leaderboards } from './games/leaderboards.ts';
import type { SlugRedirects } from './editorial/redirects.ts';
import type { MediaLibrary } from './media/media-library.ts';
import type { ReaderAudio } from './reader-audio/reader-audio.ts';
import type { DocumentFolder } from './site-content/document-folder.ts';
import type { SiteContent } from './site-content/site-content.ts';
import type { TechnicalSeo } from './redirects/technical-seo.ts';
import type { SeoKeeper } from './seo/seo-keeper.ts';
import type { MediaStore } from './stores/media-port.ts';
import type { ContentStore } from './stores/ports.ts';

// In a module of their own, which the routes import without the types of every part (no import cycle through here).
export { contentStoreCalls, type ContentSettings } from './content-settings.ts';

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
  /** The home page's content (site-content/): its public read and /admin/content's API. */
  siteContent: SiteContent;
  /** Its PDFs (DATA_DIR/site-documents), served at /documents/{key}/{file}. */
  documentFolder: DocumentFolder;
  /** Redirects, robots.txt and the sitemap's figures (redirects/): their admin API and their answers. */
  technicalSeo: TechnicalSeo;
  /** The SEO settings (seo/): their admin API, the SPA's page heads, the crawler pages' heads. */
  seo: SeoKeeper;
  /** The site's public origin (SITE_ORIGIN): absolute addresses in public answers. */
  siteOrigin: string;
  /** The games settings (games/): their admin API, the page's public read, the /games crawler page. */
  games: GamesSettingsKeeper;
  /** The AI providers (ai/): their admin API, the author's jobs, the one gate every call to a provider goes through. */
  ai: AiArea;
  /** The games' public boards and their moderation (games/). */
  leaderboards: Leaderboards;
}
