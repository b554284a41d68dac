import type { Context, Middleware } from 'koa';
import { articleSlug, matchSiteDocument, siteDocuments, type LanguageCode } from '@portfolio/contracts';
import { conditionalGet, HttpError, spaContentSecurityPolicy, storeCalls, type Logger } from '@portfolio/kit';
import type { Freshness } from '../caching/freshness.ts';
import { movedPath, type SlugRedirects } from '../editorial/redirects.ts';
import type { GamesSettingsKeeper } from '../games/games-settings.ts';
import { catalogueOf } from '../queries/catalogue.ts';
import { mediaFilesPattern } from '../media/media-files-handler.ts';
import { audioFilesPattern } from '../reader-audio/audio-files-handler.ts';
import { documentFilesPattern } from '../site-content/document-files-handler.ts';
import type { SiteContent } from '../site-content/site-content.ts';
import type { SeoKeeper } from '../seo/seo-keeper.ts';
import { noindexedPages } from '../seo/page-seo.ts';
import type { ContentStore } from '../stores/ports.ts';
import { atomFeed, rssFeed } from './feeds.ts';
import { pageHtml } from './page-html.ts';
import type { PageModel } from './page-model.ts';
import { articlePage, blogPage, gamesPage, homePage, notFoundPage, type PageSources } from './pages.ts';
import { renderCache, type Rendered } from './render-cache.ts';
import { languageParam } from './site-urls.ts';
import { robotsTxt, sitemapFile, sitemapIndex } from './sitemaps.ts';
import { spaIndex } from './spa-index.ts';
import type { SpaTemplate } from './spa-template.ts';

export interface DocumentsSettings {
  /** The site's public origin (SITE_ORIGIN): canonical links never come from the request's Host. */
  siteOrigin: string;
  /** Where the SPA's index.html is read from (SPA_INDEX): a file path or an http(s) URL. */
  spaIndex: string;
}

export interface DocumentsDeps {
  store: ContentStore;
  logger: Logger;
  freshness: Freshness;
  now: () => Date;
  /** Store work for one document that has not settled by then is abandoned and answered 503 (a hung store). */
  settings: { storeTimeoutMs: number };
  /** Where an article's former slug now lives: its old page answers 301 to the new one. */
  redirects?: SlugRedirects;
  /** The SEO settings the home page, the blog list and the games page are written with (else the built-in heads). */
  seo?: Pick<SeoKeeper, 'current'>;
  /** The home page's published content (else the page shows the site's name, role and tagline alone). */
  siteContent?: Pick<SiteContent, 'publicIn'>;
  /** The games settings: the /games page names the visible games in their order. */
  games?: Pick<GamesSettingsKeeper, 'publicGames'>;
}

const types = {
  html: 'text/html; charset=utf-8',
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  text: 'text/plain; charset=utf-8',
};

interface Request {
  params: Record<string, string>;
  lang: LanguageCode | undefined;
  path: string;
  now: Date;
  /** When Last-Modified says the content last changed: the date an empty feed or sitemap shows. */
  since: Date;
}

/** A document's answer: the parts its validators and cache key add to the store's revision, and how to render it. */
interface Plan {
  parts: string[];
  /** When what the answer is made from besides the store last changed (a page: its SPA build). */
  modifiedAt?: Date;
  render(request: Request): Promise<Rendered>;
}

/** A page that moved: an article's former slug. */
interface Moved {
  movedTo: string;
}

const rendered = (body: string, type: string, status: 200 | 404 = 200): Rendered => ({
  status,
  type,
  body: Buffer.from(body),
});

/**
 * Ours to fix, not the client's: 503 with a Retry-After, never cached. A page's 503 is what the gateway and the
 * dispatcher replace with the plain SPA; a feed reader or a crawler comes back later.
 */
function unavailable(ctx: Context, text: string) {
  ctx.set('Retry-After', '5');
  ctx.set('Cache-Control', 'no-store');
  ctx.status = 503;
  ctx.type = types.text;
  ctx.body = `${text}\n`;
}

const decodedParam = (raw: string | undefined) => {
  try {
    return raw === undefined ? undefined : decodeURIComponent(raw);
  } catch {
    return undefined;
  }
};

/**
 * The documents outside /api that the content service writes (packages/contracts/src/site-documents.ts): the
 * crawler-readable pages (the SPA's index.html with each page's head and content written in) and the feeds,
 * sitemaps and robots.txt. GET and HEAD; ETag, Last-Modified and 304 on each from the store's revision (kit's
 * conditionalGet, the service's freshness), rendered once per revision and SPA version (render-cache.ts). A page
 * answers 503 while the SPA's index.html cannot be read or the store is down or hung (kit's storeCalls, with the
 * service's timeout), so that the gateway and the dispatcher serve the plain SPA; a feed or sitemap answers 503 too.
 */
export function documentsHandler(deps: DocumentsDeps, settings: DocumentsSettings): Middleware {
  const sources: PageSources = {
    store: deps.store,
    origin: new URL(settings.siteOrigin).origin,
    ...(deps.seo ? { seo: deps.seo.current } : {}),
    ...(deps.siteContent ? { siteContent: deps.siteContent.publicIn } : {}),
    ...(deps.games ? { games: deps.games.publicGames } : {}),
  };
  const spa = spaIndex(settings.spaIndex, deps.logger);
  const { origin } = sources;
  const cache = renderCache();
  const fromStore = storeCalls(deps.logger, { store: 'content store', timeoutMs: deps.settings.storeTimeoutMs });

  const page = (template: SpaTemplate, build: (request: Request) => Promise<PageModel | Moved | undefined>): Plan => ({
    parts: ['page', template.version],
    modifiedAt: template.modifiedAt,
    async render(request) {
      const model = await build(request);
      if (model && 'movedTo' in model)
        return { status: 301, type: types.text, body: Buffer.alloc(0), location: model.movedTo };
      if (model) return rendered(pageHtml(template, model), types.html);
      const missing = notFoundPage(sources, request.lang ?? 'en', request.path);
      return rendered(pageHtml(template, missing), types.html, 404);
    },
  });

  const pages: Record<string, (request: Request) => Promise<PageModel | Moved | undefined>> = {
    '/': (r) => homePage(sources, r.lang ?? 'en', r.now),
    '/blog': (r) => blogPage(sources, r.lang ?? 'en', r.now),
    '/games': async (r) => gamesPage(sources, r.lang ?? 'en'),
    '/blog/{slug}': async (r) => {
      const slug = decodedParam(r.params.slug);
      if (slug === undefined || !articleSlug.safeParse(slug).success) return undefined;
      const model = await articlePage(sources, slug, r.lang, r.now);
      if (model || !deps.redirects) return model;
      const moved = await deps.redirects(slug, r.lang, r.now);
      return moved && { movedTo: movedPath('/blog/', moved, r.lang) };
    },
  };

  // A feed's language is one of ours spelled exactly (`/feeds/EN/rss.xml` is not a feed), as ?lang= is read.
  const feedLanguage = (r: Request) => languageParam(r.params.lang);
  const notFound = rendered('Not found\n', types.text, 404);
  const files: Record<string, (request: Request) => Promise<Rendered>> = {
    '/robots.txt': async () => rendered(robotsTxt(origin), types.text),
    '/sitemap.xml': async (r) =>
      rendered(sitemapIndex(await catalogueOf(deps.store, r.now), origin, r.since), types.xml),
    '/sitemaps/{file}': async (r) => {
      const [catalogue, noindex] = await Promise.all([catalogueOf(deps.store, r.now), noindexedPages(sources)]);
      const body = sitemapFile(r.params.file ?? '', catalogue, origin, r.since, noindex);
      return body === undefined ? notFound : rendered(body, types.xml);
    },
    '/feeds/{lang}/rss.xml': async (r) => {
      const lang = feedLanguage(r);
      return lang
        ? rendered(rssFeed(await catalogueOf(deps.store, r.now), origin, lang, r.since), types.rss)
        : notFound;
    },
    '/feeds/{lang}/atom.xml': async (r) => {
      const lang = feedLanguage(r);
      return lang
        ? rendered(atomFeed(await catalogueOf(deps.store, r.now), origin, lang, r.since), types.atom)
        : notFound;
    },
  };

  for (const document of siteDocuments) {
    const table: Record<string, unknown> = document.kind === 'page' ? pages : files;
    // The media library's files have their own handler (media/media-files-handler.ts), mounted before this one.
    if ([mediaFilesPattern, audioFilesPattern, documentFilesPattern].includes(document.pattern)) continue;
    if (document.service === 'content' && !table[document.pattern]) {
      throw new Error(`the site document ${document.pattern} has no renderer in the content service`);
    }
  }

  async function answer(ctx: Context, plan: Plan, request: Omit<Request, 'since'>) {
    try {
      await answerFromStore(ctx, plan, request);
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 503) throw error;
      unavailable(ctx, 'The content store is unavailable; try again shortly.');
    }
  }

  async function answerFromStore(ctx: Context, plan: Plan, request: Omit<Request, 'since'>) {
    const { now, path, lang } = request;
    const validators = await fromStore(() => deps.freshness(now, ...plan.parts, path, lang ?? ''));
    // A new SPA build changes a page's ETag (its version is a part) and must move Last-Modified too, or a client
    // revalidating by date alone keeps HTML that names the old build's assets. Never later than now.
    if (plan.modifiedAt && plan.modifiedAt > validators.lastModified) {
      validators.lastModified = new Date(Math.min(plan.modifiedAt.getTime(), request.now.getTime()));
    }
    const since = validators.lastModified;
    const result = await fromStore(() => cache(validators.etag, () => plan.render({ ...request, since })));
    if (result.status === 200 && conditionalGet(ctx.req, ctx.res, validators)) {
      ctx.status = 304;
      return;
    }
    if (result.status !== 200) ctx.set('Cache-Control', 'no-cache');
    if (result.location) ctx.set('Location', result.location);
    ctx.status = result.status;
    ctx.type = result.type;
    ctx.body = result.body;
  }

  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const match = matchSiteDocument(ctx.path);
    if (!match || match.document.service !== 'content') return next();
    const { document, params } = match;
    const request = { params, lang: languageParam(ctx.query.lang), path: ctx.path, now: deps.now() };
    if (document.kind === 'file') {
      return answer(ctx, { parts: ['file'], render: files[document.pattern]! }, request);
    }
    const build = pages[document.pattern]!;
    ctx.set('Content-Security-Policy', spaContentSecurityPolicy);
    const template = await spa.current();
    if (!template) return unavailable(ctx, 'The page renderer is waiting for the web app to be built.');
    return answer(ctx, page(template, build), request);
  };
}
