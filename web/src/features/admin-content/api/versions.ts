import { queryOptions } from '@tanstack/react-query';
import { siteContentEndpoints } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';
import { admin } from './site-content-admin';

/** `siteContentEndpoints.siteContentVersions`: the publications, newest first. */
export const versionsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'content', 'site', 'versions'],
    queryFn: ({ signal }) => callEndpoint(siteContentEndpoints.siteContentVersions, {}, { ...admin, signal }),
  });
