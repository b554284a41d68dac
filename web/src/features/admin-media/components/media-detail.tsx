import * as Dialog from '@radix-ui/react-dialog';
import type { MediaItem } from '@portfolio/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaQueryKey } from '@/components/media/api/media-list-query';
import { useBytesFormat } from '@/components/media/use-bytes-format';
import { useReturnFocus } from '@/components/media/use-return-focus';
import { QueryFallback } from '@/components/query-fallback';
import { Button } from '@/components/ui/button';
import { queryDefaults } from '@/config/constants';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { useAdminFormat } from '@/lib/use-admin-format';
import { mediaItemQuery } from '../api/media-item-query';
import { markdownOf } from '../media-patch';
import { DeleteMediaButton } from './delete-media-button';
import { MediaEditForm } from './media-edit-form';
import { MediaUsageList } from './media-usage-list';

/** A refusal (no such image, a session that ended) is not worth asking again. */
const worthRetrying = (failures: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && failures < queryDefaults.retries;

/**
 * One image's panel, over the library: preview and focal point, facts, alt text and caption per language, the
 * variants, where it is used, its Markdown, delete. A Radix dialog: the focus stays inside, Escape closes it, and
 * the focus goes back to the card that opened it.
 */
export function MediaDetail({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  const { t } = useTranslation('admin-media');
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={id !== undefined} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          {...returnFocus}
          aria-describedby={undefined}
          className="fixed inset-y-0 end-0 z-50 flex w-full max-w-2xl flex-col overflow-y-auto border-s bg-background shadow-xl"
        >
          <div className="sticky top-0 z-10 flex items-center justify-between gap-4 border-b bg-background px-4 py-2 sm:px-6">
            <Dialog.Title className="text-lg font-semibold">{t('detail.title')}</Dialog.Title>
            <Dialog.Close
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-accent"
              aria-label={t('detail.close')}
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <div className="p-4 sm:p-6">{id !== undefined && <DetailBody id={id} onDeleted={onClose} />}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function DetailBody({ id, onDeleted }: { id: string; onDeleted: () => void }) {
  const { t } = useTranslation('admin-media');
  const queryClient = useQueryClient();
  // The card's own copy from the list shows at once; the call brings the current one.
  const query = useQuery({
    ...mediaItemQuery(id),
    retry: worthRetrying,
    placeholderData: () =>
      queryClient
        .getQueriesData<{ items: MediaItem[] }>({ queryKey: [...mediaQueryKey, 'list'] })
        .flatMap(([, list]) => list?.items ?? [])
        .find((item) => item.id === id),
  });
  if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400)) {
    return <p role="status">{t('detail.notFound')}</p>;
  }
  if (!query.data) return <QueryFallback query={query} />;
  return <DetailContent key={query.data.id} item={query.data} onDeleted={onDeleted} />;
}

function DetailContent({ item, onDeleted }: { item: MediaItem; onDeleted: () => void }) {
  const { t } = useTranslation('admin-media');
  const format = useAdminFormat();
  const bytes = useBytesFormat();
  const id = useId();
  const markdown = markdownOf(item);
  const copy = () =>
    navigator.clipboard.writeText(markdown).then(
      () => toast({ title: t('detail.copied') }),
      () => toast({ variant: 'destructive', title: t('detail.copyFailed') }),
    );
  const facts = [
    [t('detail.name'), item.name],
    [t('detail.format'), item.format.toUpperCase()],
    [t('detail.size'), bytes(item.bytes)],
    [
      t('detail.dimensions'),
      t('images.dimensions', { width: format.count(item.width), height: format.count(item.height) }),
    ],
    [t('detail.uploaded'), format.moment(item.createdAt)],
  ];

  return (
    <div className="grid gap-8">
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-medium break-words" dir="auto">
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <MediaEditForm item={item} />
      <section aria-labelledby={`${id}-usage`} className="grid gap-2">
        <h3 id={`${id}-usage`} className="text-lg font-semibold">
          {t('detail.usage')}
        </h3>
        {item.usage.length > 0 ? (
          <MediaUsageList usage={item.usage} />
        ) : (
          <p className="text-sm text-muted-foreground">{t('detail.notUsed')}</p>
        )}
      </section>
      <section aria-labelledby={`${id}-markdown`} className="grid gap-2">
        <h3 id={`${id}-markdown`} className="text-lg font-semibold">
          {t('detail.markdown')}
        </h3>
        <code className="block rounded-md bg-muted p-3 font-mono text-xs break-all" dir="ltr">
          {markdown}
        </code>
        <div>
          <Button variant="outline" onClick={() => void copy()}>
            <Copy aria-hidden />
            {t('detail.copyMarkdown')}
          </Button>
        </div>
      </section>
      <section aria-labelledby={`${id}-variants`} className="grid gap-2">
        <h3 id={`${id}-variants`} className="text-lg font-semibold">
          {t('detail.variants')}
        </h3>
        <ul className="grid gap-1 text-sm sm:grid-cols-2">
          {item.variants.map((variant) => (
            <li key={variant.url} className="flex flex-wrap gap-x-2 tabular-nums">
              <a href={variant.url} className="font-medium text-primary hover:underline" dir="ltr">
                {variant.format.toUpperCase()} · {format.count(variant.width)} × {format.count(variant.height)}
              </a>
              <span className="text-muted-foreground">{bytes(variant.bytes)}</span>
            </li>
          ))}
        </ul>
      </section>
      <div className="border-t pt-4">
        <DeleteMediaButton item={item} onDeleted={onDeleted} />
      </div>
    </div>
  );
}
