import { mediaEndpoints } from '@portfolio/contracts';
import { route, type RouteDefinition } from '@portfolio/kit';
import type { MediaLibrary } from './media-library.ts';

const m = mediaEndpoints;

/** The media library's admin API: thin routes over its operations (media-library.ts). */
export const mediaRoutes = (library: MediaLibrary): RouteDefinition[] => [
  route(m.mediaList, (_ctx, { query }) => library.list(query)),
  route(m.uploadMedia, (_ctx, { query, body }) => library.upload(body, query.name)),
  route(m.mediaItem, (_ctx, { params }) => library.get(params.id)),
  route(m.updateMedia, (_ctx, { params, body }) => library.update(params.id, body)),
  route(m.deleteMedia, async (_ctx, { params }) => {
    await library.remove(params.id);
  }),
];
