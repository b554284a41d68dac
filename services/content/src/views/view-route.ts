import { contentEndpoints } from '@portfolio/contracts';
import { addressKey, hotRoute, HttpError, isBotUserAgent, type DirectRoute } from '@portfolio/kit';
import { contentStoreCalls, type ContentDeps } from '../deps.ts';
import { DailySalt, utcDay, visitorKey } from './visitor-key.ts';

/**
 * The view beacon, answered on kit's hot path (an article page calls it on every visit): body, size, content
 * types (beacons send text/plain) and answer are the endpoint's declaration, and it is rate-limited per address
 * like every ingestion call. A bot gets the same 202 and nothing is counted; an unknown article is a 404.
 */
export function viewRoute(deps: ContentDeps): DirectRoute {
  const salt = new DailySalt();
  // A store that is down or hung: 503 with Retry-After, and the view is not kept for later: a view count is an
  // estimate, and the reader, who has the page already, sees nothing of it.
  const fromStore = contentStoreCalls(deps);
  return hotRoute(
    contentEndpoints.articleView,
    async ({ body }, { req, address }) => {
      const userAgent = req.headers['user-agent'] ?? '';
      const now = deps.now();
      const hit = await fromStore(() => deps.store.findVersion(body.slug, body.lang, now));
      if (!hit) {
        throw new HttpError(404, 'not_found', 'No published article has this slug in this language.');
      }
      if (deps.settings.keepBots || !isBotUserAgent(userAgent)) {
        const day = utcDay(now);
        const key = visitorKey(salt.for(day), addressKey(address), userAgent, hit.article.id);
        await fromStore(() => deps.store.recordView(hit.article.id, key, day));
      }
      return { accepted: true as const };
    },
    { logger: deps.logger, trust: deps.trust, rateLimit: { limit: deps.settings.viewRateLimit, windowMs: 60_000 } },
  );
}
