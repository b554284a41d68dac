import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { mediaEndpoints } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';

/** Every media query's key starts here, so that an upload, an edit or a delete refreshes them all at once. */
export const mediaQueryKey = ['admin', 'media'] as const;

export interface MediaListFilters {
  q?: string;
  unused?: boolean;
  page: number;
}

/** `mediaEndpoints.mediaList`: a page of the library, newest first; the previous page stays shown while the next loads. */
export const mediaListQuery = ({ q, unused, page }: MediaListFilters) =>
  queryOptions({
    queryKey: [...mediaQueryKey, 'list', { q, unused, page }],
    queryFn: () =>
      callEndpoint(
        mediaEndpoints.mediaList,
        { query: { q: q || undefined, unused: unused ? 'true' : undefined, page } },
        { credentials: 'include' },
      ),
    placeholderData: keepPreviousData,
  });
