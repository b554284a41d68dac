import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { languageCodes } from '@portfolio/contracts';
import { env, keyListSetting, mongoSettings, serviceConfig } from '@portfolio/kit';

// Environment values are strings ("true", "1", "yes"...); empty means unset, as with the kit's helpers.
const flag = (fallback: boolean) => z.preprocess((v) => (v === '' ? undefined : v), z.stringbool().default(fallback));

/** The sample articles shipped with the service (seed/articles/<nn>-<slug>/). */
const shippedSeed = fileURLToPath(new URL('../seed/articles', import.meta.url));
/** The web app's build, where `make start` and `make start-gateway` find it. */
const builtSpaIndex = fileURLToPath(new URL('../../../web/dist/index.html', import.meta.url));

/** Kit's common keys and MongoDB's (the embedded SQLite file under DATA_DIR without MONGO_URL), then its own. */
export const contentConfigSchema = serviceConfig('content').extend({
  ...mongoSettings(3000),
  MONGO_DB: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,63}$/)
    .default('content'),
  /** Loaded into an embedded store that has no article yet, and by the seed command into MongoDB. */
  CONTENT_SEED_DIR: z.string().default(shippedSeed),
  /** Bots and headless browsers are answered and not counted; our own browser tests turn this on to be counted. */
  CONTENT_KEEP_BOTS: flag(false),
  /** View beacons per client address per minute. */
  CONTENT_VIEW_RATE_LIMIT: env.int(120, 1),
  /** Leaderboard scores per client address per hour (each is replayed before it is ranked). */
  CONTENT_SCORE_RATE_LIMIT: env.int(60, 1),
  /**
   * How old the view counts of a revalidated answer may be: public answers keep their ETag for this long unless
   * an article changes (see caching/freshness.ts).
   */
  CONTENT_FRESHNESS_SECONDS: env.int(60, 1).pipe(z.number().max(3600)),
  /** The public site's origin for canonical links, feeds and sitemaps: never the request's Host, which can be forged. */
  SITE_ORIGIN: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:8080'),
  /**
   * A folder shared with the gateway: the content service writes the redirects there as an nginx map, which the
   * gateway answers them from, and reads back the hits nginx logs there. Unset: redirects are answered here alone.
   */
  REDIRECTS_MAP_DIR: env.optional(),
  /** The SPA's index.html the crawler-readable pages are written into: a file, or an http(s) URL (the web container). */
  SPA_INDEX: z.string().min(1).default(builtSpaIndex),
  /**
   * The keys that seal the AI providers' API keys at rest (#20), comma-separated: the first seals, all open
   * (rotation). Unset: one generated under DATA_DIR/secrets on the first start, kept there and in its backups.
   */
  CONTENT_SECRET_KEYS: keyListSetting(),
  /**
   * The reader's recorded audio (#18): the speech engine and the encoder, as programs on PATH or paths. When either
   * does not run, no audio is made (one line in the log) and the reader uses the browser's speech synthesis.
   */
  READER_AUDIO_ESPEAK: z.string().min(1).default('espeak-ng'),
  READER_AUDIO_OPUSENC: z.string().min(1).default('opusenc'),
  /** Off: no audio is made even with the programs installed. */
  READER_AUDIO_ENABLED: flag(true),
  /**
   * The languages given recorded audio. Not Japanese and Chinese unless said: Debian's espeak-ng reads a kanji as
   * "Chinese letter" and many hanzi as pinyin with their tone digits in English, where browsers have good voices.
   */
  READER_AUDIO_LANGUAGES: env
    .list(languageCodes.filter((lang) => lang !== 'ja' && lang !== 'zh'))
    .pipe(z.array(z.enum(languageCodes))),
  READER_AUDIO_VOICE: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['female', 'male']).default('female')),
  /** The recorded pace in words per minute; the reader's speed control changes the playback rate on top of it. */
  READER_AUDIO_WORDS_PER_MINUTE: env.int(165, 80).pipe(z.number().max(400)),
  /**
   * How long after a change an article's audio is made: a correction published soon after replaces the job, and a
   * service just started serves its first requests before the engine runs.
   */
  READER_AUDIO_DELAY_SECONDS: env.int(20, 0).pipe(z.number().max(3600)),
  /** How long a generation's claim holds: an interrupted one (a crash) runs again after it. */
  READER_AUDIO_LEASE_SECONDS: env.int(900, 1),
  /** The most all the audio files may weigh together, in megabytes: past it, no more audio is made. */
  READER_AUDIO_MAX_MB: env.int(2048, 1),
});
export type ContentConfig = z.output<typeof contentConfigSchema>;
