import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { mediaListQuery } from '@/components/media/api/media-list-query';
import { MediaPages } from '@/components/media/media-pages';
import { MediaSearch } from '@/components/media/media-search';
import { MediaUploads } from '@/components/media/media-uploads';
import { QueryFallback } from '@/components/query-fallback';
import { useAdminFormat } from '@/lib/use-admin-format';
import { librarySearch, librarySearchParams } from '../library-search';
import { MediaDetail } from './media-detail';
import { MediaGrid } from './media-grid';

/**
 * The media library: uploads (drop zone, file picker, a progress bar per file), then the images with their
 * search, unused filter and pages, and the open image's panel. The view lives in the address.
 */
export function MediaPage() {
  const { t } = useTranslation('admin-media');
  const format = useAdminFormat();
  const [search, setSearch] = useSearchParams();
  const { image, ...filters } = librarySearch(search);
  const list = useQuery(mediaListQuery(filters));
  const go = (next: Partial<ReturnType<typeof librarySearch>>) =>
    setSearch(librarySearchParams({ ...filters, image, ...next }));
  const detailLink = (id: string) => `?${librarySearchParams({ ...filters, image: id })}`;

  return (
    <div className="grid gap-6">
      <MediaUploads />
      <MediaSearch
        q={filters.q ?? ''}
        unused={filters.unused ?? false}
        onSearch={({ q, unused }) => go({ q, unused, page: 1 })}
      />
      {list.data ? (
        <section aria-label={t('images.title')} aria-busy={list.isPlaceholderData} className="grid gap-4">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t('images.found', { count: format.count(list.data.total) })}
          </p>
          {list.data.items.length > 0 ? (
            <MediaGrid items={list.data.items} detailLink={detailLink} />
          ) : (
            <p className="rounded-lg border p-6 text-center text-muted-foreground">
              {filters.q || filters.unused ? t('images.noMatch') : t('images.empty')}
            </p>
          )}
          <MediaPages page={list.data.page} pageCount={list.data.pageCount} onPage={(page) => go({ page })} />
        </section>
      ) : (
        <QueryFallback query={list} />
      )}
      <MediaDetail id={image} onClose={() => go({ image: undefined })} />
    </div>
  );
}
