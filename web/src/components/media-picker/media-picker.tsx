import * as Dialog from '@radix-ui/react-dialog';
import { languageCodes, type MediaItem } from '@portfolio/contracts';
import { useQuery } from '@tanstack/react-query';
import { TriangleAlert, X } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaPages } from '@/components/media/media-pages';
import { MediaSearch } from '@/components/media/media-search';
import { MediaUploads } from '@/components/media/media-uploads';
import { MediaThumbnail } from '@/components/media/media-thumbnail';
import { mediaListQuery } from '@/components/media/api/media-list-query';
import { useReturnFocus } from '@/components/media/use-return-focus';
import { QueryFallback } from '@/components/query-fallback';

export interface MediaPickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The image chosen; the picker closes itself after. */
  onPick: (item: MediaItem) => void;
}

/**
 * The media library as a dialog, for the editor (a cover, an image in the text): search, pages, and uploads in
 * place, whose images appear first in the list once made. Radix keeps the focus inside and gives it back to the
 * button that opened it. Its texts are `admin-media`'s, fetched on first opening if the screen has not.
 */
export function MediaPicker({ open, onOpenChange, onPick }: MediaPickerProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          {...returnFocus}
          className="fixed inset-2 z-50 mx-auto flex max-w-5xl flex-col gap-4 overflow-y-auto rounded-lg border bg-background p-4 shadow-xl sm:inset-6 sm:p-6"
        >
          <Suspense fallback={<PickerLoading />}>
            <PickerPanel
              onPick={(item) => {
                onPick(item);
                onOpenChange(false);
              }}
            />
          </Suspense>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function PickerLoading() {
  const { t } = useTranslation('admin');
  return (
    <>
      <Dialog.Title className="sr-only">{t('common.loading')}</Dialog.Title>
      <p role="status" className="py-8 text-center text-muted-foreground">
        {t('common.loading')}
      </p>
    </>
  );
}

function PickerPanel({ onPick }: { onPick: (item: MediaItem) => void }) {
  const { t } = useTranslation('admin-media');
  const [filters, setFilters] = useState({ q: '', page: 1 });
  const list = useQuery(mediaListQuery(filters));

  return (
    <>
      <div className="flex items-start justify-between gap-4">
        <div>
          <Dialog.Title className="text-xl font-semibold">{t('picker.title')}</Dialog.Title>
          <Dialog.Description className="text-sm text-muted-foreground">{t('picker.intro')}</Dialog.Description>
        </div>
        <Dialog.Close
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-accent"
          aria-label={t('picker.close')}
        >
          <X aria-hidden className="size-5" />
        </Dialog.Close>
      </div>
      <MediaSearch q={filters.q} onSearch={({ q }) => setFilters({ q, page: 1 })} />
      {list.data ? (
        list.data.items.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground">
            {filters.q ? t('images.noMatch') : t('images.empty')}
          </p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-busy={list.isPlaceholderData}>
            {list.data.items.map((item) => (
              <li key={item.id}>
                <PickerTile item={item} onPick={onPick} />
              </li>
            ))}
          </ul>
        )
      ) : (
        <QueryFallback query={list} />
      )}
      {list.data && (
        <MediaPages
          page={list.data.page}
          pageCount={list.data.pageCount}
          onPage={(page) => setFilters((current) => ({ ...current, page }))}
        />
      )}
      <MediaUploads />
    </>
  );
}

function PickerTile({ item, onPick }: { item: MediaItem; onPick: (item: MediaItem) => void }) {
  const { t } = useTranslation('admin-media');
  const described = languageCodes.some((code) => item.alt[code]);
  const warning = `pick-${item.id}-alt`;
  // The warning sits beside the button, which it describes: the button's name stays its visible text.
  return (
    <div className="grid grid-cols-1 gap-1 text-sm">
      <button
        type="button"
        aria-label={t('picker.pick', { name: item.name })}
        aria-describedby={described ? undefined : warning}
        onClick={() => onPick(item)}
        className="grid w-full grid-cols-1 gap-1 rounded-md border p-1.5 text-start outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
      >
        <MediaThumbnail item={item} size="(min-width: 1024px) 180px, (min-width: 640px) 30vw, 45vw" />
        <span className="truncate font-medium" dir="auto">
          {item.name}
        </span>
      </button>
      {!described && (
        <span id={warning} className="inline-flex items-center gap-1 text-xs text-amber-800 dark:text-amber-300">
          <TriangleAlert aria-hidden className="size-3.5" />
          {t('picker.noAlt')}
        </span>
      )}
    </div>
  );
}
