import { queryOptions } from '@tanstack/react-query';
import type { ArticleCard, LanguageCode, ReaderAudioReady } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';

/** How many of the newest articles the test page looks through for recordings, and how many it shows. */
const looked = 10;
const shown = 2;

/**
 * The test page's recordings in a language: the newest published articles in `lang` whose recorded audio is ready
 * (two, to compare them and to check that one reader pauses when the other starts), with their manifests (the
 * segments' texts and timings).
 */
export const recordedSampleQuery = (lang: LanguageCode) =>
  queryOptions({
    queryKey: ['content', 'recorded-sample', { lang }],
    queryFn: async ({ signal }): Promise<{ article: ArticleCard; audio: ReaderAudioReady }[]> => {
      const { contentEndpoints, readerAudioEndpoints } = await import('./audio-contract');
      const list = await callEndpoint(contentEndpoints.articles, { query: { lang, perPage: looked } }, { signal });
      const found: { article: ArticleCard; audio: ReaderAudioReady }[] = [];
      for (const article of list.items) {
        const audio = await callEndpoint(
          readerAudioEndpoints.articleAudio,
          { params: { slug: article.slug }, query: { lang } },
          { signal },
        );
        if (audio.status === 'ready') found.push({ article, audio });
        if (found.length === shown) break;
      }
      return found;
    },
  });
