import { queryOptions } from '@tanstack/react-query';
import { redirectEndpoints } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';

/** `redirectEndpoints.sitemapInfo`: the sitemap's files with their address counts, sizes and last changes. */
export const sitemapQuery = () =>
  queryOptions({
    queryKey: ['admin', 'seo-management', 'sitemap'],
    queryFn: () => callEndpoint(redirectEndpoints.sitemapInfo, {}, { credentials: 'include' }),
  });
