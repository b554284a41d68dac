import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { env, mongoSettings, serviceConfig } from '@portfolio/kit';

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
  /**
   * How old the view counts of a revalidated answer may be: public answers keep their ETag for this long unless
   * an article changes (see caching/freshness.ts).
   */
  CONTENT_FRESHNESS_SECONDS: env.int(60, 1).pipe(z.number().max(3600)),
  /** The public site's origin for canonical links, feeds and sitemaps: never the request's Host, which can be forged. */
  SITE_ORIGIN: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:8080'),
  /** The SPA's index.html the crawler-readable pages are written into: a file, or an http(s) URL (the web container). */
  SPA_INDEX: z.string().min(1).default(builtSpaIndex),
});
export type ContentConfig = z.output<typeof contentConfigSchema>;
