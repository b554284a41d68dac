import { contentEndpoints, type AnyEndpoint, type EndpointInput, type EndpointReply } from '@portfolio/contracts';
import { answered, HttpError, isNotModified, route, setValidators, type RouteDefinition } from '@portfolio/kit';
import { contentStoreCalls, type ContentDeps } from '../deps.ts';
import { movedPath } from '../editorial/redirects.ts';
import { articleDetail } from '../queries/article-detail.ts';
import { listArticles, tagList } from '../queries/list-articles.ts';

const { articles, article, tags } = contentEndpoints;

interface CachedRead<E extends AnyEndpoint> {
  /** What besides the path decides the answer (the validated query). */
  parts(input: EndpointInput<E>): string[];
  /** The answer; undefined is a 404. */
  make(input: EndpointInput<E>, now: Date): Promise<EndpointReply<E> | undefined>;
  /** Where an answer that is not here moved (an article's former slug): a 301 there instead of the 404. */
  moved?(input: EndpointInput<E>, now: Date): Promise<string | undefined>;
}

const notFound = () => new HttpError(404, 'not_found', 'No published article has this address.');
const asksForAnyCopy = (ifNoneMatch: string) => ifNoneMatch.split(',').some((tag) => tag.trim() === '*');

/**
 * A public read that answers 304 when the client's copy is still good (see caching/freshness.ts) before the
 * store is asked for the answer itself, and sets its validators only on an answer made, never on an error (a
 * client would keep the error). The validators key on the path and the validated query, so that `?page=1` and
 * no page share one. A store down or hung is a 503 with Retry-After (contentStoreCalls), never a 500 or a hang.
 */
function cachedRead<E extends AnyEndpoint>(deps: ContentDeps, endpoint: E, read: CachedRead<E>): RouteDefinition {
  const fromStore = contentStoreCalls(deps);
  return route(endpoint, async (ctx, input) => {
    const now = deps.now();
    const validators = await fromStore(() => deps.freshness(now, ctx.path, ...read.parts(input)));
    if (isNotModified(ctx.req, validators)) {
      // `If-None-Match: *` only asks whether there is an answer at all (RFC 9110 §13.1.2): the store says.
      if (!asksForAnyCopy(ctx.get('if-none-match')) || (await fromStore(() => read.make(input, now))) !== undefined) {
        setValidators(ctx.res, validators);
        ctx.status = 304;
        return answered;
      }
      throw notFound();
    }
    const made = await fromStore(() => read.make(input, now));
    if (made === undefined) {
      const location = read.moved && (await fromStore(() => read.moved!(input, now)));
      if (!location) throw notFound();
      // Not kept by caches: another article may take the old slug later.
      ctx.set('Cache-Control', 'no-cache');
      ctx.redirect(location);
      ctx.status = 301;
      return answered;
    }
    setValidators(ctx.res, validators);
    return made;
  });
}

/** The public reads: the article list (search, tag, language, page), one article, the tags. */
export function publicRoutes(deps: ContentDeps): RouteDefinition[] {
  return [
    cachedRead(deps, articles, {
      parts: ({ query }) => [JSON.stringify(query)],
      make: ({ query }, now) => listArticles(deps.store, query, now),
    }),
    cachedRead(deps, article, {
      parts: ({ query }) => [query.lang ?? ''],
      make: ({ params, query }, now) => articleDetail(deps.store, params.slug, query.lang, now),
      moved: async ({ params, query }, now) => {
        const moved = await deps.redirects(params.slug, query.lang, now);
        return moved && movedPath(`${article.path.slice(0, -':slug'.length)}`, moved, query.lang);
      },
    }),
    cachedRead(deps, tags, {
      parts: ({ query }) => [query.lang ?? ''],
      make: ({ query }, now) => tagList(deps.store, query.lang, now),
    }),
  ];
}
