import { siteContentEndpoints } from '@portfolio/contracts';
import {
  answered,
  isNotModified,
  revalidateEachTime,
  route,
  setValidators,
  weakEtag,
  type RouteDefinition,
  type storeCalls,
} from '@portfolio/kit';
import type { SiteContent } from './site-content.ts';

const e = siteContentEndpoints;

/**
 * The site content's API: the public read, with an ETag from the published revision alone (drafts do not change
 * it) and 304 before the answer is made, and /admin/content's thin routes over the operations (site-content.ts).
 * Store work goes through the service's storeCalls: a store down or hung is a 503, never a 500 or a hang.
 */
export function siteContentRoutes(site: SiteContent, fromStore: ReturnType<typeof storeCalls>): RouteDefinition[] {
  return [
    route(e.siteContent, async (ctx, { query }) => {
      const lang = query.lang ?? 'en';
      const { tag, since } = await fromStore(() => site.publishedTag());
      const validators = { etag: weakEtag('site', tag, lang), lastModified: since, cacheControl: revalidateEachTime };
      if (isNotModified(ctx.req, validators)) {
        setValidators(ctx.res, validators);
        ctx.status = 304;
        return answered;
      }
      const answer = await fromStore(() => site.publicIn(lang));
      setValidators(ctx.res, validators);
      return answer;
    }),
    route(e.siteContentAdmin, () => fromStore(() => site.admin())),
    route(e.saveSiteContentDraft, (_ctx, { params, body }) => fromStore(() => site.saveDraft(params.lang, body))),
    route(e.saveSiteContentPerson, (_ctx, { body }) =>
      fromStore(() => site.savePerson(body.personName, body.baseRevision)),
    ),
    route(e.publishSiteContent, (_ctx, { body }) => fromStore(() => site.publish(body.lang))),
    route(e.siteContentVersions, () => fromStore(() => site.versions())),
    route(e.siteContentVersion, (_ctx, { params }) => fromStore(() => site.version(Number(params.id)))),
    route(e.restoreSiteContentVersion, (_ctx, { params }) => fromStore(() => site.restore(Number(params.id)))),
    route(e.uploadSiteDocument, (_ctx, { params, body }) =>
      fromStore(() => site.upload(params.key, params.lang, body)),
    ),
  ];
}
