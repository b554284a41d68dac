import { queryOptions } from '@tanstack/react-query';
import { mediaEndpoints } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';

/** `mediaEndpoints.mediaItem`: the cover's image, for its preview and its alt text in each language. */
export const mediaItemQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'media', 'item', id],
    queryFn: ({ signal }) =>
      callEndpoint(mediaEndpoints.mediaItem, { params: { id } }, { credentials: 'include', signal }),
  });
