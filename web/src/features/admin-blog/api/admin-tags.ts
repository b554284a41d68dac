import { queryOptions } from '@tanstack/react-query';
import { editorialEndpoints } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';

/** `editorialEndpoints.adminTags`: the known tags and every tag an article uses, for the tag filter. */
export const adminTagsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'blog', 'tags'],
    queryFn: () => callEndpoint(editorialEndpoints.adminTags, {}, { credentials: 'include' }),
  });
