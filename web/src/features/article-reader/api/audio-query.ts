import { queryOptions } from '@tanstack/react-query';
import type { LanguageCode, ReaderAudioManifest } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';

/**
 * `readerAudioEndpoints.articleAudio`: the recorded audio of a published article version, if the server has made
 * it. Asked again while it is being made (`pending`), every half minute, so that a reader who waits gets it; a
 * failure is no audio (the browser's voice reads), after react-query's usual retries.
 */
export const audioQuery = (slug: string, lang: LanguageCode) =>
  queryOptions({
    queryKey: ['content', 'article-audio', { slug, lang }],
    queryFn: async ({ signal }): Promise<ReaderAudioManifest> => {
      const { readerAudioEndpoints } = await import('./audio-contract');
      return callEndpoint(readerAudioEndpoints.articleAudio, { params: { slug }, query: { lang } }, { signal });
    },
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 30_000 : false),
  });
