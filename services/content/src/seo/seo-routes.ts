import { seoSettingsEndpoints as e } from '@portfolio/contracts';
import { answered, conditionalGet, route, weakEtag, type RouteDefinition } from '@portfolio/kit';
import { publicSeoOf } from './page-heads.ts';
import type { SeoKeeper } from './seo-keeper.ts';

/** When nothing was ever saved: a date before any save, so that the first save moves Last-Modified. */
const neverSaved = new Date(0);

/**
 * The admin read and save, the articles lacking SEO fields, and the public heads (share images absolute on
 * `origin`, SITE_ORIGIN). The public answer's ETag is its own bytes' hash: it changes with the settings and with
 * the alt text or removal of an image they name.
 */
export function seoRoutes(seo: SeoKeeper, origin: string): RouteDefinition[] {
  return [
    route(e.seoSettings, () => seo.view()),
    route(e.saveSeoSettings, (_ctx, { body }) => seo.save(body)),
    route(e.seoArticleGaps, () => seo.articleGaps()),
    route(e.publicSeo, async (ctx, { query }) => {
      const current = await seo.current();
      const answer = publicSeoOf(current, query.lang ?? 'en', origin);
      const validators = {
        etag: weakEtag('seo', JSON.stringify(answer)),
        lastModified: current.updatedAt ?? neverSaved,
      };
      if (conditionalGet(ctx.req, ctx.res, validators)) {
        ctx.status = 304;
        return answered;
      }
      return answer;
    }),
  ];
}
