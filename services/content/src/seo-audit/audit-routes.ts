import { seoAuditEndpoints } from '@portfolio/contracts';
import { route, type RouteDefinition } from '@portfolio/kit';
import type { SeoAudit } from './seo-audit.ts';

/** The technical SEO screen's reads: the audit of every public page, and which visited paths the site lacks. */
export const seoAuditRoutes = (audit: SeoAudit): RouteDefinition[] => [
  route(seoAuditEndpoints.seoAudit, () => audit.report()),
  route(seoAuditEndpoints.notFoundPaths, (_ctx, { body }) => audit.classify(body.paths)),
];
