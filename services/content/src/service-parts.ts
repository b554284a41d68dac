import type Koa from 'koa';
import type { ServiceParts } from '@portfolio/kit';
import type { ContentDeps } from './deps.ts';
import { documentsHandler } from './documents/documents-handler.ts';
import { editorialRoutes } from './editorial/editorial-routes.ts';
import { mediaFilesHandler } from './media/media-files-handler.ts';
import { mediaRoutes } from './media/media-routes.ts';
import { audioFilesHandler } from './reader-audio/audio-files-handler.ts';
import { readerAudioRoutes } from './reader-audio/reader-audio-routes.ts';
import { publicRoutes } from './routes/public-routes.ts';
import { viewRoute } from './views/view-route.ts';

/**
 * The content service's routes over its parts: the public reads on Koa, and the view beacon every article page
 * sends answered on node:http before it. Shared by the service's definition and its tests, which assemble it
 * with kit as the service does.
 */
export function contentParts(deps: ContentDeps, close?: () => Promise<void>): ServiceParts {
  const { documents } = deps;
  return {
    routes: [
      ...publicRoutes(deps),
      ...editorialRoutes(deps.editor, deps),
      ...mediaRoutes(deps.mediaLibrary),
      ...readerAudioRoutes(deps.readerAudio, deps),
    ],
    direct: [viewRoute(deps)],
    // Site documents are not API endpoints: answered before the router, outside the contract's coverage check.
    // The media library's files and the reader's audio likewise (site documents of kind file).
    setup: (app: Koa) => {
      app.use(mediaFilesHandler(deps.mediaFolder));
      app.use(audioFilesHandler(deps.readerAudio.folder));
      if (documents) app.use(documentsHandler(deps, documents));
    },
    ...(close ? { close } : {}),
  };
}
