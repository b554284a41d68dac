import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { LanguageCode, ArticleTag } from '@portfolio/contracts';
import { loadContentEndpoints } from '@/components/articles/api/content-endpoints';
import { callEndpoint } from '@/lib/api-client';

/**
 * `contentEndpoints.tags`: the tags public articles use (in one language with `lang`), most used first. The tags
 * of the previous language stay while the next language's load, so that the row does not empty in between.
 */
export const tagsQuery = (lang?: LanguageCode) =>
  queryOptions({
    queryKey: ['content', 'tags', lang ?? null],
    queryFn: async ({ signal }): Promise<{ slug: ArticleTag; count: number }[]> => {
      const { tags } = await loadContentEndpoints();
      return (await callEndpoint(tags, { query: lang ? { lang } : {} }, { signal })).tags;
    },
    placeholderData: keepPreviousData,
  });
