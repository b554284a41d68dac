import type Koa from 'koa';
import type { ServiceParts } from '@portfolio/kit';
import { aiRoutes } from './ai/ai-routes.ts';
import { contentStoreCalls, type ContentDeps } from './deps.ts';
import { documentsHandler } from './documents/documents-handler.ts';
import { editorialRoutes } from './editorial/editorial-routes.ts';
import { gamesSettingsRoutes } from './games/games-routes.ts';
import { leaderboardRoutes } from './games/leaderboard-routes.ts';
import { mediaFilesHandler } from './media/media-files-handler.ts';
import { mediaRoutes } from './media/media-routes.ts';
import { audioFilesHandler } from './reader-audio/audio-files-handler.ts';
import { readerAudioRoutes } from './reader-audio/reader-audio-routes.ts';
import { seoAuditPart } from './seo-audit/seo-audit-part.ts';
import { seoRoutes } from './seo/seo-routes.ts';
import { publicRoutes } from './routes/public-routes.ts';
import { documentFilesHandler } from './site-content/document-files-handler.ts';
import { siteContentRoutes } from './site-content/site-content-routes.ts';
import { viewRoute } from './views/view-route.ts';

/**
 * The content service's routes over its parts: the public reads on Koa, and the view beacon every article page
 * sends answered on node:http before it. Shared by the service's definition and its tests, which assemble it
 * with kit as the service does.
 */
export function contentParts(deps: ContentDeps, close?: () => Promise<void>): ServiceParts {
  const { documents } = deps;
  const audit = seoAuditPart(deps);
  return {
    routes: [
      ...publicRoutes(deps),
      ...editorialRoutes(deps.editor, deps),
      ...mediaRoutes(deps.mediaLibrary),
      ...readerAudioRoutes(deps.readerAudio, deps),
      ...deps.technicalSeo.routes,
      ...siteContentRoutes(deps.siteContent, contentStoreCalls(deps)),
      ...seoRoutes(deps.seo, deps.siteOrigin),
      ...audit.routes,
      ...gamesSettingsRoutes(deps.games),
      ...aiRoutes(deps.ai),
      ...leaderboardRoutes(deps.leaderboards, {
        trust: deps.trust,
        perHour: deps.settings.scoreRateLimit,
        now: deps.now,
      }),
    ],
    direct: [viewRoute(deps)],
    // Site documents are not API endpoints: answered before the router, outside the contract's coverage check.
    // The media library's files and the reader's audio likewise (site documents of kind file).
    setup: (app: Koa) => {
      audit.attach(app);
      app.use(mediaFilesHandler(deps.mediaFolder));
      app.use(audioFilesHandler(deps.readerAudio.folder));
      app.use(documentFilesHandler(deps.documentFolder));
      // Redirects and robots.txt first: a redirect may take a page's address (an old article's, say).
      app.use(deps.technicalSeo.answers);
      if (documents) app.use(documentsHandler(deps, documents));
    },
    ...(close ? { close } : {}),
  };
}
