import { queryOptions } from '@tanstack/react-query';
import { mediaEndpoints } from '@portfolio/contracts';
import { mediaQueryKey } from '@/components/media/api/media-list-query';
import { callEndpoint } from '@/lib/api-client';

/** `mediaEndpoints.mediaItem`: one image with its variants and where it is used. */
export const mediaItemQuery = (id: string) =>
  queryOptions({
    queryKey: [...mediaQueryKey, 'item', id],
    queryFn: () => callEndpoint(mediaEndpoints.mediaItem, { params: { id } }, { credentials: 'include' }),
  });
