import { redirectEndpoints } from '@portfolio/contracts';
import { route, type RouteDefinition } from '@portfolio/kit';
import type { Freshness } from '../caching/freshness.ts';
import { contentStoreCalls, type ContentSettings } from '../content-settings.ts';
import type { ContentStore } from '../stores/ports.ts';
import type { Logger } from '@portfolio/kit';
import type { RedirectAdmin } from './redirect-admin.ts';
import type { RobotsFile } from './robots-file.ts';
import { sitemapInfo } from './sitemap-info.ts';

export interface RedirectRouteDeps {
  admin: RedirectAdmin;
  robots: RobotsFile;
  store: ContentStore;
  freshness: Freshness;
  origin: string;
  now: () => Date;
  logger: Logger;
  settings: Pick<ContentSettings, 'storeTimeoutMs'>;
}

/** The technical SEO admin API: redirects, robots.txt and the sitemap's figures. */
export function redirectRoutes(deps: RedirectRouteDeps): RouteDefinition[] {
  const fromStore = contentStoreCalls(deps);
  const e = redirectEndpoints;
  return [
    route(e.redirectList, () => fromStore(() => deps.admin.list())),
    route(e.createRedirect, (_ctx, { body }) => fromStore(() => deps.admin.create(body))),
    route(e.updateRedirect, (_ctx, { params, body }) => fromStore(() => deps.admin.update(params.id, body))),
    route(e.deleteRedirect, (_ctx, { params }) => fromStore(() => deps.admin.remove(params.id))),
    route(e.robotsSettings, () => fromStore(() => deps.robots.settings())),
    route(e.saveRobots, (_ctx, { body }) => fromStore(() => deps.robots.save(body.text))),
    route(e.checkRobots, (_ctx, { body }) => fromStore(() => deps.robots.check(body))),
    route(e.sitemapInfo, () =>
      fromStore(() =>
        sitemapInfo({ store: deps.store, freshness: deps.freshness, origin: deps.origin, now: deps.now() }),
      ),
    ),
  ];
}
