import { queryOptions } from '@tanstack/react-query';
import { editorialEndpoints } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';

/** `editorialEndpoints.adminTags`: the 25 known tags and every tag an article uses. */
export const tagsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'editor', 'tags'],
    queryFn: ({ signal }) => callEndpoint(editorialEndpoints.adminTags, {}, { credentials: 'include', signal }),
  });
