import { mediaLimits } from '@portfolio/contracts';
import type { MediaListFilters } from '@/components/media/api/media-list-query';

/**
 * The library's view in the address (`?q=…&unused=true&page=2&image=…`), so that back, reload and a shared link
 * show the same images and the same open detail. A page out of range reads as the first.
 */
export function librarySearch(search: URLSearchParams): MediaListFilters & { image?: string } {
  const page = Number(search.get('page'));
  return {
    q: search.get('q')?.trim().slice(0, mediaLimits.queryLength) || undefined,
    unused: search.get('unused') === 'true' || undefined,
    page: Number.isInteger(page) && page >= 1 && page <= mediaLimits.maxPage ? page : 1,
    image: search.get('image') || undefined,
  };
}

/** The address's query for a view: defaults left out. */
export function librarySearchParams({ q, unused, page, image }: MediaListFilters & { image?: string }) {
  const search = new URLSearchParams();
  if (q) search.set('q', q);
  if (unused) search.set('unused', 'true');
  if (page > 1) search.set('page', String(page));
  if (image) search.set('image', image);
  return search;
}
