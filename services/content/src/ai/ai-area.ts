import { join } from 'node:path';
import { loadOrCreateSecret, sealer, type Lifecycle, type Logger } from '@portfolio/kit';
import type { ContentConfig } from '../config.ts';
import type { Editor } from '../editorial/editor.ts';
import type { AiStore } from '../stores/ai-port.ts';
import type { MediaStore } from '../stores/media-port.ts';
import { createMongoAiStore } from '../stores/mongo/ai-store.ts';
import { openSqliteAiStore } from '../stores/sqlite/ai-store.ts';
import { aiSettingsKeeper } from './ai-settings.ts';
import { aiSpeech } from './ai-speech.ts';
import { altTextJob } from './alt-text-job.ts';
import { aiCalls } from './calls.ts';
import { aiJobs, type AiJobs } from './jobs.ts';
import { aiProviders } from './providers.ts';
import { suggestJob } from './suggest-job.ts';
import { translateJob } from './translate-job.ts';
import { aiUsageReport } from './usage.ts';

/** Beside the content store's: in its SQLite file, or its MongoDB database (MONGO_URL). */
function openAiStore(config: ContentConfig, logger: Logger, lifecycle?: Lifecycle): AiStore {
  if (!config.MONGO_URL) return openSqliteAiStore(join(config.DATA_DIR, 'content.sqlite'));
  const store = createMongoAiStore({
    url: config.MONGO_URL,
    dbName: config.MONGO_DB,
    timeoutMs: config.MONGO_TIMEOUT_MS,
    logger,
  });
  lifecycle?.checks.push(store.indexes.readiness);
  return store;
}

/**
 * The keys that seal the providers' keys: the deployment's (CONTENT_SECRET_KEYS), else the content service's own
 * key file under DATA_DIR/secrets, which backups hold with the rest of DATA_DIR (the sealer derives a key of its
 * own purpose from it, so that the leaderboards' signing never shares it).
 */
const secretKeys = (config: ContentConfig) =>
  config.CONTENT_SECRET_KEYS ?? [loadOrCreateSecret(config.DATA_DIR, 'content-key')];

export interface AiAreaDeps {
  config: ContentConfig;
  logger: Logger;
  lifecycle?: Lifecycle;
  now: () => Date;
  fromStore: <T>(work: () => Promise<T>) => Promise<T>;
}

/** What the jobs work on: the editor's articles and the media library's images. */
export interface AiJobsDeps {
  editor: Editor;
  media: MediaStore;
  mediaFolder: string;
}

/**
 * The AI providers' parts (#20): their store, the admin's providers and settings, the calls' gate, the speech
 * task's choice (opened before the reader's audio, which speaks with it), and the author's jobs, started once the
 * editor exists (`startJobs`).
 */
export async function openAiArea({ config, logger, lifecycle, now, fromStore }: AiAreaDeps) {
  const store = openAiStore(config, logger, lifecycle);
  const listeners: (() => void)[] = [];
  /** After a change of the settings or providers: the speech choice read again, the reader's audio told. */
  const speechMaybeChanged = async () => {
    try {
      if (await speech.refresh()) for (const listener of listeners) listener();
    } catch (err) {
      logger.warn({ err }, 'ai speech choice not read again: the store failed');
    }
  };
  const settings = aiSettingsKeeper({ store, now, fromStore, changed: speechMaybeChanged });
  const providers = aiProviders({
    store,
    secrets: sealer(secretKeys(config), 'ai provider keys'),
    now,
    fromStore,
    timeoutMs: async () => (await fromStore(settings.current)).limits.timeoutMs,
    removed: (id) => settings.forget(id),
    changed: speechMaybeChanged,
  });
  const calls = aiCalls({ store, settings, providers, now, logger });
  const speech = aiSpeech({ store, settings, calls });
  await speechMaybeChanged();
  let jobs: AiJobs | undefined;

  return {
    providers,
    settings,
    calls,
    speech,
    usage: aiUsageReport({ store, settings, now, fromStore }),
    /** Called when the speech choice changes (the reader's audio compares its articles again). */
    onSpeechChange: (listener: () => void) => void listeners.push(listener),
    /** The jobs over the editor and the media library; what a stopped process left unfinished settled first. */
    async startJobs({ editor, media, mediaFolder }: AiJobsDeps): Promise<AiJobs> {
      jobs = aiJobs({
        store,
        now,
        logger,
        fromStore,
        handlers: {
          translate: translateJob({ editor, calls }),
          suggest: suggestJob({ editor, calls }),
          altText: altTextJob({ media, folder: mediaFolder, calls, fromStore }),
        },
      });
      try {
        const settled = await jobs.settleLeftovers();
        if (settled > 0) logger.warn({ jobs: settled }, 'ai jobs left unfinished by the last run settled as failed');
      } catch (err) {
        // A MongoDB not up yet: those jobs stay shown as running until a next start settles them.
        logger.warn({ err }, 'ai jobs left unfinished could not be settled');
      }
      return jobs;
    },
    async close() {
      await jobs?.stop();
      await store.close();
    },
  };
}

export type AiCore = Awaited<ReturnType<typeof openAiArea>>;
/** The AI parts as the routes see them: the core and its jobs. */
export type AiArea = AiCore & { jobs: AiJobs };
