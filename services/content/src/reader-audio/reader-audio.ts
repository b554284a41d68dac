import type { LanguageCode, ReaderAudioManifest } from '@portfolio/contracts';
import {
  jobListReadiness,
  startJobRunner,
  type Job,
  type JobRunner,
  type Lifecycle,
  type Logger,
} from '@portfolio/kit';
import type { ContentConfig } from '../config.ts';
import type { ContentStore } from '../stores/ports.ts';
import { audioFolder, audioFolderIn, knownFile } from './audio-folder.ts';
import { audioManifest } from './audio-manifest.ts';
import { readerAudioJobKind } from './audio-source.ts';
import { espeakProvider } from './espeak-provider.ts';
import { generateAudio } from './generate-audio.ts';
import { reconcile } from './reconcile.ts';
import { openReaderAudioStores } from './reader-audio-stores.ts';
import { programRuns } from './run-program.ts';
import { withAiSpeech, type AiSpeechSource } from './with-ai-speech.ts';

/** The reader's recorded audio as the routes and the editor see it. */
export interface ReaderAudio {
  /** The audio of the public version `slug` (in `lang`), or undefined when there is no such version (a 404). */
  manifest(slug: string, lang: LanguageCode | undefined, now: Date): Promise<ReaderAudioManifest | undefined>;
  /** Articles were saved or removed: their audio is compared again soon (made, replaced or removed). */
  changed(): void;
  /** The folder served at /audio/{key}/{file}, when audio is made. */
  folder: string | undefined;
  close(): Promise<void>;
}

/** How often another process's changes (the seed command, a second instance) are looked for. */
const revisionPollMs = 30_000;

export interface ReaderAudioOptions {
  config: ContentConfig;
  logger: Logger;
  store: ContentStore;
  now: () => Date;
  lifecycle?: Lifecycle;
  jobPollMs?: number;
  /** The speech task's AI provider (#20), which speaks instead of the local engine while one is chosen. */
  aiSpeech?: AiSpeechSource;
}

const none = (store: ContentStore): ReaderAudio => ({
  async manifest(slug, lang, now) {
    return (await store.findVersion(slug, lang, now)) ? { status: 'none' } : undefined;
  },
  changed() {},
  folder: undefined,
  async close() {},
});

/**
 * Recorded audio when the engine and the encoder run here (else none, said once in the log): a job per article
 * version and language, run one at a time by a runner of its own, put when the articles change.
 */
export async function openReaderAudio(options: ReaderAudioOptions): Promise<ReaderAudio> {
  const { config, logger, store, now } = options;
  if (!config.READER_AUDIO_ENABLED) return none(store);
  for (const program of [config.READER_AUDIO_ESPEAK, config.READER_AUDIO_OPUSENC]) {
    if (!(await programRuns(program))) {
      logger.warn({ program }, 'reader audio disabled: the program does not run here; readers use the browser voice');
      return none(store);
    }
  }
  const local = espeakProvider(config.READER_AUDIO_ESPEAK, config.READER_AUDIO_LANGUAGES);
  const provider = options.aiSpeech ? withAiSpeech(local, options.aiSpeech) : local;
  const { records, jobs, close: closeStores } = openReaderAudioStores(config, logger, options.lifecycle);
  const folder = audioFolder(audioFolderIn(config.DATA_DIR));
  const voice = { gender: config.READER_AUDIO_VOICE, wordsPerMinute: config.READER_AUDIO_WORDS_PER_MINUTE };
  const leaseMs = config.READER_AUDIO_LEASE_SECONDS * 1000;
  const stopping = new AbortController();
  const generation = {
    store,
    records,
    folder,
    provider,
    encoder: config.READER_AUDIO_OPUSENC,
    settings: { ...voice, maxBytes: config.READER_AUDIO_MAX_MB * 1024 * 1024 },
    logger,
    now,
  };
  const reconciling = { store, records, jobs, folder, provider, now, logger };
  const settings = { ...voice, delayMs: config.READER_AUDIO_DELAY_SECONDS * 1000 };

  // Files no record names (a process stopped between writing and recording) go before any new one is written.
  try {
    const known = new Set((await records.summaries()).map((s) => knownFile(s.articleId, s.file)));
    await folder.sweep(known, leaseMs, now());
  } catch (err) {
    logger.warn({ err: (err as Error).message }, 'reader audio: the audio folder could not be tidied');
  }

  // Audio given up after its attempts shows on the admin health card, with the queue's backlog.
  options.lifecycle?.checks.push(jobListReadiness('audio-jobs', jobs, now));
  const generate = (job: Job) => generateAudio(generation, job, stopping.signal);
  const runner: JobRunner = startJobRunner({
    list: jobs,
    handlers: { [readerAudioJobKind]: generate },
    logger,
    now,
    leaseMs,
    maxAttempts: 5,
    ...(options.jobPollMs ? { pollMs: options.jobPollMs } : {}),
  });

  let lastRevision: string | undefined;
  let dirty = false;
  let pass: Promise<void> | undefined;
  const changed = () => {
    dirty = true;
    pass ??= (async () => {
      while (dirty && !stopping.signal.aborted) {
        dirty = false;
        try {
          lastRevision = await store.revision();
          if (await reconcile({ ...reconciling, settings })) runner.wake();
        } catch (err) {
          logger.warn({ err: (err as Error).message }, 'reader audio: the articles could not be compared; later');
        }
      }
      pass = undefined;
    })();
  };
  const poll = setInterval(() => {
    store.revision().then(
      (revision) => revision !== lastRevision && changed(),
      () => undefined,
    );
  }, revisionPollMs).unref();
  changed();

  return {
    folder: folder.root,
    changed,
    // A pass under way may be about to put the job of a version just published: answered before it ends, the
    // reader would be told "none" (and take the browser's voice) for audio that is on its way.
    async manifest(slug, lang, at) {
      await pass;
      return audioManifest({ store, records, jobs, provider, voice, wake: () => runner.wake() }, slug, lang, at);
    },
    async close() {
      stopping.abort();
      clearInterval(poll);
      await pass;
      await runner.stop();
      await closeStores();
    },
  };
}
