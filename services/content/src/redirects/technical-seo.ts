import type { Middleware } from 'koa';
import type { Lifecycle, Logger, RouteDefinition } from '@portfolio/kit';
import type { Freshness } from '../caching/freshness.ts';
import type { ContentConfig } from '../config.ts';
import type { ContentSettings } from '../content-settings.ts';
import type { SlugRedirects } from '../editorial/redirects.ts';
import type { EditorialStore } from '../stores/editorial-port.ts';
import type { ContentStore } from '../stores/ports.ts';
import { redirectAdmin } from './redirect-admin.ts';
import { redirectAnswers } from './redirect-answers.ts';
import { redirectMapFiles } from './redirect-map-files.ts';
import { redirectRoutes } from './redirect-routes.ts';
import { candidateSources, pickRedirect } from './redirect-rules.ts';
import { openRedirectStore } from './redirect-stores.ts';
import { robotsFile, type RobotsFile } from './robots-file.ts';

export interface TechnicalSeo {
  /** The admin API (redirects, robots.txt, sitemap figures). */
  routes: RouteDefinition[];
  /** Mounted before the site documents: redirects and /robots.txt. */
  answers: Middleware;
  /** robots.txt as served, for whoever reads it in-process (the SEO audit's "blocked by robots"). */
  robots: RobotsFile;
  /** Whether an administrator's redirect takes this path (a lookup alone: no hit is counted). */
  redirected(path: string): Promise<boolean>;
  close(): Promise<void>;
}

export interface TechnicalSeoInput {
  config: ContentConfig;
  logger: Logger;
  lifecycle?: Lifecycle;
  store: ContentStore;
  editorial: EditorialStore;
  slugRedirects: SlugRedirects;
  freshness: Freshness;
  now: () => Date;
  settings: Pick<ContentSettings, 'storeTimeoutMs'>;
}

/** The redirects and robots.txt over their store (redirects/), as the content service mounts them. */
export function technicalSeo(input: TechnicalSeoInput): TechnicalSeo {
  const { config, logger, now, settings } = input;
  const opened = openRedirectStore(config, logger, input.lifecycle);
  const mapFiles = config.REDIRECTS_MAP_DIR ? redirectMapFiles(opened, config.REDIRECTS_MAP_DIR, logger) : undefined;
  const redirects = mapFiles?.store ?? opened;
  const origin = new URL(config.SITE_ORIGIN).origin;
  const robots = robotsFile({ redirects, origin, now });
  const admin = redirectAdmin({ redirects, editorial: input.editorial, slugRedirects: input.slugRedirects, now });
  return {
    routes: redirectRoutes({
      admin,
      robots,
      store: input.store,
      freshness: input.freshness,
      origin,
      now,
      logger,
      settings,
    }),
    answers: redirectAnswers({ redirects, robots, logger, settings, freshness: input.freshness, now }),
    robots,
    async redirected(path) {
      const candidates = candidateSources(path);
      return candidates.length > 0 && pickRedirect(path, await redirects.bySources(candidates)) !== undefined;
    },
    close: () => {
      mapFiles?.close();
      return redirects.close();
    },
  };
}
