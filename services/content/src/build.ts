import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  jobListReadiness,
  startJobRunner,
  type Lifecycle,
  type Logger,
  type ServiceContext,
  type ServiceParts,
} from '@portfolio/kit';
import { openAiArea } from './ai/ai-area.ts';
import { freshness } from './caching/freshness.ts';
import { withRevisions } from './caching/with-revisions.ts';
import type { ContentConfig } from './config.ts';
import { adoptInBackground } from './editorial/adopt.ts';
import { publishJobKind } from './editorial/editor-deps.ts';
import { createEditor } from './editorial/editor.ts';
import { openEditorialStores } from './editorial/editorial-stores.ts';
import { imageLookup } from './editorial/public-article.ts';
import { gamesSettingsKeeper } from './games/games-settings.ts';
import { openGamesStores } from './games/open-games-stores.ts';
import { leaderboards } from './games/leaderboards.ts';
import { leaderboardSecret } from './games/leaderboard-secret.ts';
import { slugRedirects } from './editorial/redirects.ts';
import { mediaFolderIn, prepareMediaFolder } from './media/media-folder.ts';
import { mediaLibrary } from './media/media-library.ts';
import { openReaderAudio } from './reader-audio/reader-audio.ts';
import { technicalSeo } from './redirects/technical-seo.ts';
import { seedIfEmpty } from './seed/apply-seed.ts';
import { openSiteContent } from './site-content/open-site-content.ts';
import { openSeoStore } from './seo/open-seo-store.ts';
import { seoKeeper } from './seo/seo-keeper.ts';
import { contentParts } from './service-parts.ts';
import { contentStoreCalls } from './deps.ts';
import type { ContentStore } from './stores/ports.ts';
import { createMongoStore } from './stores/mongo/mongo-store.ts';
import { openSqliteStore } from './stores/sqlite/sqlite-store.ts';

/** MongoDB when MONGO_URL is set, else the embedded SQLite file under DATA_DIR; as it is, never seeded. */
export function openStoreAsIs(config: ContentConfig, logger: Logger, lifecycle?: Lifecycle): ContentStore {
  if (config.MONGO_URL) {
    const store = createMongoStore({
      url: config.MONGO_URL,
      dbName: config.MONGO_DB,
      timeoutMs: config.MONGO_TIMEOUT_MS,
      logger,
    });
    // Its indexes are built in the background from the start; readiness waits for them, no request does.
    lifecycle?.checks.push(store.indexes.readiness);
    return store;
  }
  mkdirSync(config.DATA_DIR, { recursive: true });
  return openSqliteStore(join(config.DATA_DIR, 'content.sqlite'));
}

/**
 * The service's store (see openStoreAsIs). The embedded one loads the sample articles on its first start; MongoDB
 * is seeded by the seed command (seed-command.ts), once, by its operator.
 */
export async function openStore(config: ContentConfig, logger: Logger, lifecycle?: Lifecycle): Promise<ContentStore> {
  const store = openStoreAsIs(config, logger, lifecycle);
  if (config.MONGO_URL) return store;
  try {
    await seedIfEmpty(store, config.CONTENT_SEED_DIR, logger);
  } catch (error) {
    await store.close();
    throw error;
  }
  return store;
}

/** The store, telling `changed` after each article saved or deleted. */
const withChangeNotice = (store: ContentStore, changed: () => void): ContentStore => ({
  ...store,
  async saveArticle(article) {
    await store.saveArticle(article);
    changed();
  },
  async deleteArticle(id) {
    await store.deleteArticle(id);
    changed();
  },
});

export interface BuildOptions {
  /** The clock (tests move it by hand). */
  now?: () => Date;
  /** A store already open (tests give the MongoDB stand-in's); else openStore's, closed with the service. */
  store?: ContentStore;
  /** The longest the job runner sleeps between looks at its list (tests that move the clock by hand shorten it). */
  jobPollMs?: number;
}

/** The service's parts over its store: shared by the service's definition and its tests, so they cannot drift. */
export async function buildContent(
  {
    config,
    logger,
    trust,
    lifecycle,
  }: Pick<ServiceContext<ContentConfig>, 'config' | 'logger' | 'trust'> & {
    lifecycle?: Lifecycle;
  },
  options: BuildOptions = {},
): Promise<{ parts: ServiceParts; store: ContentStore }> {
  // First, so that a media folder that cannot be made stops the start before anything is open.
  const mediaFolder = mediaFolderIn(config.DATA_DIR);
  await prepareMediaFolder(mediaFolder);
  const store = options.store ?? (await openStore(config, logger, lifecycle));
  const now = options.now ?? (() => new Date());
  const { editorial, media, jobs, close: closeEditorial } = openEditorialStores(config, logger, lifecycle);
  const storeTimeoutMs = config.MONGO_TIMEOUT_MS * 2;
  const fromStore = contentStoreCalls({ logger, settings: { storeTimeoutMs } });
  // Before the reader's audio, which speaks with the speech task's provider when the administrator chose one.
  const ai = await openAiArea({ config, logger, ...(lifecycle ? { lifecycle } : {}), now, fromStore });
  const readerAudio = await openReaderAudio({
    config,
    logger,
    store,
    now,
    ...(lifecycle ? { lifecycle } : {}),
    ...(options.jobPollMs ? { jobPollMs: options.jobPollMs } : {}),
    aiSpeech: ai.speech,
  });
  ai.onSpeechChange(readerAudio.changed);
  // The editor's writes to the public store tell the reader's audio at once (another process's, within its poll).
  const published = withChangeNotice(store, readerAudio.changed);
  // The runner starts once the editor that handles its jobs exists; the editor wakes it only when answering a request.
  const editorDeps = {
    editorial,
    store: published,
    jobs,
    images: imageLookup(media),
    now,
    logger,
    wake: () => runner.wake(),
  };
  const adoption = adoptInBackground(editorDeps);
  const editor = createEditor(editorDeps, adoption.done);
  // The scheduled publications' backlog and given-up jobs among readiness details, for the admin health card.
  lifecycle?.checks.push(jobListReadiness('publish-jobs', jobs, now));
  const runner = startJobRunner({
    list: jobs,
    handlers: { [publishJobKind]: (job) => editor.runScheduled(job) },
    logger,
    now,
    ...(options.jobPollMs ? { pollMs: options.jobPollMs } : {}),
  });
  const aiJobs = await ai.startJobs({ editor, media, mediaFolder });
  const seoStore = openSeoStore(config, logger);
  const seo = seoKeeper({ store: seoStore, media, editorial, now, fromStore });
  const siteContent = await openSiteContent(config, logger, now, lifecycle);
  const sitePublished = async () => (await siteContent.site.publishedTag()).tag;
  const gameStores = openGamesStores(config, logger, lifecycle);
  const games = gamesSettingsKeeper({ store: gameStores.settings, now, fromStore });
  const secret = leaderboardSecret(config.DATA_DIR);
  const boards = leaderboards({ store: gameStores.leaderboard, games, secret, now, fromStore });
  const deps = {
    logger,
    trust,
    store,
    freshness: freshness(
      withRevisions(store, [seo.revision, sitePublished, games.revision]),
      config.CONTENT_FRESHNESS_SECONDS * 1000,
    ),
    settings: {
      keepBots: config.CONTENT_KEEP_BOTS,
      viewRateLimit: config.CONTENT_VIEW_RATE_LIMIT,
      scoreRateLimit: config.CONTENT_SCORE_RATE_LIMIT,
      // As the logs service: a request's store work may take two of the driver's own timeouts before it is a 503.
      storeTimeoutMs,
    },
    now,
    documents: { siteOrigin: config.SITE_ORIGIN, spaIndex: config.SPA_INDEX },
    media,
    mediaLibrary: mediaLibrary({ media, editorial, published: store, folder: mediaFolder, now, fromStore }),
    mediaFolder,
    editor,
    redirects: slugRedirects(editorial, store),
    readerAudio,
    siteContent: siteContent.site,
    documentFolder: siteContent.folder,
    seo,
    siteOrigin: config.SITE_ORIGIN,
    games,
    ai: { ...ai, jobs: aiJobs },
    leaderboards: boards,
  };
  const close = async () => {
    // The publication under way finishes first; nothing is scheduled after the stores close.
    adoption.stop();
    await runner.stop();
    await readerAudio.close();
    // After the reader's audio, whose synthesis may be calling the speech task's provider.
    await ai.close();
    await closeEditorial();
    await siteContent.close();
    await technical.close();
    await seoStore.close();
    await gameStores.settings.close();
    await gameStores.leaderboard.close();
    if (!options.store) await store.close();
  };
  const technical = technicalSeo({
    config,
    logger,
    ...(lifecycle ? { lifecycle } : {}),
    store,
    editorial,
    slugRedirects: deps.redirects,
    freshness: deps.freshness,
    now,
    settings: { storeTimeoutMs },
  });
  return { parts: contentParts({ ...deps, technicalSeo: technical }, close), store };
}
