import { readerAudioEndpoints } from '@portfolio/contracts';
import { HttpError, route, type Logger, type RouteDefinition } from '@portfolio/kit';
import { contentStoreCalls, type ContentSettings } from '../deps.ts';
import type { ReaderAudio } from './reader-audio.ts';

/**
 * The audio manifest of a public article version. Not cached by clients (`no-cache`): it says `pending` until the
 * audio is made, then where it is; the file itself is immutable.
 */
export function readerAudioRoutes(
  audio: ReaderAudio,
  deps: { logger: Logger; settings: Pick<ContentSettings, 'storeTimeoutMs'>; now: () => Date },
): RouteDefinition[] {
  const fromStore = contentStoreCalls(deps);
  return [
    route(readerAudioEndpoints.articleAudio, async (ctx, { params, query }) => {
      const manifest = await fromStore(() => audio.manifest(params.slug, query.lang, deps.now()));
      if (!manifest) throw new HttpError(404, 'not_found', 'No published article has this address.');
      ctx.set('Cache-Control', 'no-cache');
      return manifest;
    }),
  ];
}
