import * as Dialog from '@radix-ui/react-dialog';
import type { MediaItem } from '@portfolio/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaQueryKey } from '@/components/media/api/media-list-query';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { deleteMedia } from '../api/delete-media';
import { mediaItemQuery } from '../api/media-item-query';
import { MediaUsageList } from './media-usage-list';

const stillUsed = (error: unknown) => error instanceof ApiError && error.code === 'in_use';

/**
 * Delete, after a confirmation in a dialog of its own (the focus goes to its Cancel button and comes back here). A
 * refusal because an article still uses the image (409 `in_use`) lists those places, from the image as the
 * server now sees it, each linked to its editor.
 */
export function DeleteMediaButton({ item, onDeleted }: { item: MediaItem; onDeleted: () => void }) {
  const { t } = useTranslation('admin-media');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const fresh = useQuery({ ...mediaItemQuery(item.id), enabled: false });
  const remove = useMutation({
    mutationFn: () => deleteMedia(item.id),
    onSuccess: () => {
      setOpen(false);
      toast({ title: t('detail.deleted') });
      onDeleted();
      queryClient.removeQueries({ queryKey: mediaItemQuery(item.id).queryKey });
      return queryClient.invalidateQueries({ queryKey: [...mediaQueryKey, 'list'] });
    },
    onError: (error) => {
      if (stillUsed(error)) void fresh.refetch();
    },
  });
  const usage = (fresh.data ?? item).usage;
  const details = remove.error instanceof ApiError ? (remove.error.details ?? []) : [];

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) remove.reset();
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="destructive">{t('detail.delete')}</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          role="alertdialog"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement).querySelector<HTMLElement>('[data-cancel]')?.focus();
          }}
          className="fixed inset-0 z-50 m-auto grid h-fit max-h-[90vh] w-[calc(100vw-2rem)] max-w-md gap-4 overflow-y-auto rounded-lg border bg-background p-6 shadow-xl"
        >
          <Dialog.Title className="text-lg font-semibold">{t('detail.confirmTitle')}</Dialog.Title>
          <Dialog.Description className="text-sm text-muted-foreground">{t('detail.confirmText')}</Dialog.Description>
          {remove.isError && (
            <div role="alert" className="grid gap-2 rounded-md border border-destructive/50 p-3 text-sm">
              {stillUsed(remove.error) ? (
                <>
                  <p>{t('detail.inUse')}</p>
                  {usage.length > 0 ? (
                    <MediaUsageList usage={usage} />
                  ) : (
                    <ul className="list-inside list-disc">
                      {details.map((detail) => (
                        <li key={`${detail.path}-${detail.message}`} dir="auto">
                          {detail.message}
                        </li>
                      ))}
                    </ul>
                  )}
                </>
              ) : (
                <p>{t('detail.deleteFailed')}</p>
              )}
            </div>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="outline" data-cancel>
                {t('detail.cancel')}
              </Button>
            </Dialog.Close>
            {!stillUsed(remove.error) && (
              <Button variant="destructive" disabled={remove.isPending} onClick={() => remove.mutate()}>
                {remove.isPending ? t('detail.deleting') : t('detail.confirm')}
              </Button>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
