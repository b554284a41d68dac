import { queryOptions } from '@tanstack/react-query';
import { seoAuditEndpoints } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';

/** `seoAuditEndpoints.seoAudit`: every public page in every language checked now, with the screen that fixes each finding. */
export const seoAuditQuery = () =>
  queryOptions({
    queryKey: ['admin', 'seo-management', 'audit'],
    queryFn: () => callEndpoint(seoAuditEndpoints.seoAudit, {}, { credentials: 'include' }),
  });
