import { queryOptions } from '@tanstack/react-query';
import type { ArticleCard, LanguageCode, ReaderAudioReady } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';

/** How many of the newest articles the test page looks through for one with its recording ready. */
const looked = 10;

/**
 * The test page's recording in a language: the newest published article in `lang` whose recorded audio is ready,
 * with its manifest (the segments' texts and timings), or null when none of the newest has one yet.
 */
export const recordedSampleQuery = (lang: LanguageCode) =>
  queryOptions({
    queryKey: ['content', 'recorded-sample', { lang }],
    queryFn: async ({ signal }): Promise<{ article: ArticleCard; audio: ReaderAudioReady } | null> => {
      const { contentEndpoints, readerAudioEndpoints } = await import('./audio-contract');
      const list = await callEndpoint(contentEndpoints.articles, { query: { lang, perPage: looked } }, { signal });
      for (const article of list.items) {
        const audio = await callEndpoint(
          readerAudioEndpoints.articleAudio,
          { params: { slug: article.slug }, query: { lang } },
          { signal },
        );
        if (audio.status === 'ready') return { article, audio };
      }
      return null;
    },
  });
