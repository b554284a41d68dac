import type Koa from 'koa';
import type { RouteDefinition } from '@portfolio/kit';
import { contentStoreCalls, type ContentDeps } from '../deps.ts';
import { seoAuditRoutes } from './audit-routes.ts';
import { seoAudit } from './seo-audit.ts';

export interface SeoAuditPart {
  routes: RouteDefinition[];
  /** Given the service's assembled app: the audit renders pages through it. */
  attach(app: Koa): void;
}

/** The SEO audit and the not-found classifier over the content service's parts (service-parts.ts mounts them). */
export function seoAuditPart(deps: ContentDeps): SeoAuditPart {
  let app: Koa | undefined;
  const audit = seoAudit({
    store: deps.store,
    now: deps.now,
    origin: new URL(deps.siteOrigin).origin,
    // Without crawler pages (a service built without them) there is nothing to render: every page is skipped.
    spaIndex: deps.documents?.spaIndex ?? '',
    slugRedirects: deps.redirects,
    redirected: (path) => deps.technicalSeo.redirected(path),
    fromStore: contentStoreCalls(deps),
    handler: () => {
      if (!app) throw new Error('the SEO audit runs once the service is assembled');
      return app.callback();
    },
  });
  return {
    routes: seoAuditRoutes(audit),
    attach(assembled) {
      app = assembled;
    },
  };
}
