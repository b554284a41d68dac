import { queryOptions } from '@tanstack/react-query';
import { seoSettingsEndpoints } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';

/** `seoSettingsEndpoints.seoArticleGaps`: the articles lacking their own SEO fields, per language. */
export const articleGapsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'seo', 'article-gaps'],
    queryFn: ({ signal }) => callEndpoint(seoSettingsEndpoints.seoArticleGaps, {}, { credentials: 'include', signal }),
  });
