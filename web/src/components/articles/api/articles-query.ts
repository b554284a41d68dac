import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ArticleList } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';
import { articlesRequest, type ArticlesRequest } from './articles-request';
import { loadContentEndpoints } from './content-endpoints';
import { prerenderedAnswer, refetchUnlessPrerendered } from './prerendered';

/**
 * `contentEndpoints.articles`: a page of published articles, newest first or best match first with `q`. While the
 * next page or filter loads, the previous answer stays on screen (`placeholderData`), so the grid never empties.
 * The answer the server wrote into the page (a first visit of /blog) is its first data when it answers this very
 * request, and is not asked for again as the page mounts.
 */
export const articlesQuery = (input: ArticlesRequest) => {
  const request = articlesRequest(input);
  return queryOptions({
    queryKey: ['content', 'articles', request],
    queryFn: async ({ signal }): Promise<ArticleList> => {
      const { articles } = await loadContentEndpoints();
      return callEndpoint(articles, { query: request }, { signal });
    },
    placeholderData: keepPreviousData,
    initialData: () => prerenderedAnswer<ArticleList>('articles', request),
    refetchOnMount: refetchUnlessPrerendered,
  });
};
