import { queryOptions } from '@tanstack/react-query';
import type { ArticleDetail, LanguageCode } from '@portfolio/contracts';
import { loadContentEndpoints } from '@/components/articles/api/content-endpoints';
import { refetchUnlessPrerendered } from '@/components/articles/api/prerendered';
import { ApiError, callEndpoint } from '@/lib/api-client';
import { prerenderedArticle } from './prerendered-article';

/** An answer that will not change by asking again: no such article (404), or an address that cannot be one (400). */
export const isMissingArticle = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * `contentEndpoints.article`: one published version by its slug, in `lang` when several languages share the slug.
 * react-query's default retries stand, except for a missing article, which is shown as not found at once instead
 * of after three more tries. The answer the server wrote into the page (a first visit of this article) is the
 * first data, so the first render shows the article the HTML already showed, without asking for it again.
 */
export const articleQuery = (slug: string, lang?: LanguageCode) =>
  queryOptions({
    queryKey: ['content', 'article', { slug, lang }],
    queryFn: async ({ signal }): Promise<ArticleDetail> => {
      const { article } = await loadContentEndpoints();
      return callEndpoint(article, { params: { slug }, query: lang ? { lang } : {} }, { signal });
    },
    retry: (failures, error) => !isMissingArticle(error) && failures < 3,
    initialData: () => prerenderedArticle(slug, lang),
    refetchOnMount: refetchUnlessPrerendered,
  });
