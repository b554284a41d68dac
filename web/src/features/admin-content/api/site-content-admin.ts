import { queryOptions } from '@tanstack/react-query';
import { siteContentEndpoints } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';

export const admin = { credentials: 'include' } as const;

/** `siteContentEndpoints.siteContentAdmin`: the draft, the published content and each language's status. */
export const siteContentAdminQuery = () =>
  queryOptions({
    queryKey: ['admin', 'content', 'site'],
    queryFn: ({ signal }) => callEndpoint(siteContentEndpoints.siteContentAdmin, {}, { ...admin, signal }),
  });
