import { createHash } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import { isApiPath, redirectStatus } from '@portfolio/contracts';
import { conditionalGet, HttpError, type Logger } from '@portfolio/kit';
import type { Freshness } from '../caching/freshness.ts';
import { contentStoreCalls, type ContentSettings } from '../content-settings.ts';
import { candidateSources, locationFor, pickRedirect } from './redirect-rules.ts';
import type { RedirectStore, StoredRedirect } from './redirects-port.ts';
import type { RobotsFile } from './robots-file.ts';

export interface RedirectAnswerDeps {
  redirects: RedirectStore;
  robots: RobotsFile;
  logger: Logger;
  /** The site documents' validators: robots.txt's ETag moves with the store's revision as theirs do. */
  freshness: Freshness;
  now: () => Date;
  settings: Pick<ContentSettings, 'storeTimeoutMs'>;
}

/** A store away or hung: 503 with a Retry-After, never cached, as the site documents answer it. */
function unavailable(ctx: Context, error: unknown) {
  if (!(error instanceof HttpError) || error.status !== 503) throw error;
  ctx.set('Retry-After', '5');
  ctx.set('Cache-Control', 'no-store');
  ctx.status = 503;
  ctx.type = 'text/plain; charset=utf-8';
  ctx.body = 'The content store is unavailable; try again shortly.\n';
}

/**
 * Answers, before the site documents: /robots.txt (the saved text or the generated default), and any GET or HEAD
 * path outside /api that a redirect takes, with 301, 302 or 410, each answer counted once before it is sent. The
 * single-machine dispatcher asks here for every page and every path of the SPA but its assets (the gateway answers
 * redirects from the map this service writes it: redirect-map.ts, and only its pages come here); anything else goes on (a page to its renderer, an unknown path to the 404 that sends the fronts to the SPA).
 * Never cached by browsers (`no-cache`): a changed redirect takes effect at once, and every hit reaches the count.
 */
export function redirectAnswers(deps: RedirectAnswerDeps): Middleware {
  const fromStore = contentStoreCalls(deps);

  /**
   * robots.txt as the other site files are answered (documents-handler.ts): ETag and Last-Modified, 304, and 503
   * with a Retry-After while the store is away. Its ETag also carries the text's hash, and Last-Modified is never
   * before the text was saved, so that a saved text is fetched again whichever validator a crawler sends.
   */
  async function answerRobots(ctx: Context) {
    try {
      const now = deps.now();
      const saved = await fromStore(() => deps.robots.saved());
      const text = saved?.text ?? deps.robots.generated();
      const hash = createHash('sha256').update(text).digest('base64url');
      const validators = await fromStore(() => deps.freshness(now, 'file', '/robots.txt', hash));
      if (saved && saved.updatedAt > validators.lastModified) {
        validators.lastModified = new Date(Math.min(saved.updatedAt.getTime(), now.getTime()));
      }
      if (conditionalGet(ctx.req, ctx.res, validators)) {
        ctx.status = 304;
        return;
      }
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = text;
    } catch (error) {
      unavailable(ctx, error);
    }
  }

  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/robots.txt') return answerRobots(ctx);
    if (isApiPath(ctx.path)) return next();
    const candidates = candidateSources(ctx.path);
    if (candidates.length === 0) return next();
    let found: StoredRedirect | undefined;
    try {
      found = pickRedirect(ctx.path, await fromStore(() => deps.redirects.bySources(candidates)));
      if (found) await fromStore(() => deps.redirects.hit(found!.id));
    } catch (error) {
      // As a page answers a store away (documents-handler.ts): the fronts serve the plain SPA for it.
      return unavailable(ctx, error);
    }
    if (!found) return next();
    ctx.set('Cache-Control', 'no-cache');
    ctx.status = redirectStatus[found.kind];
    const location = locationFor(found, ctx.path, ctx.querystring);
    ctx.type = 'text/plain; charset=utf-8';
    if (location === undefined) {
      ctx.body = 'Gone\n';
      return;
    }
    ctx.set('Location', location);
    ctx.body = `Moved to ${location}\n`;
  };
}
