import type { AdminArticleRow } from '@portfolio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { stackedToast } from '@/lib/stacked-toast';
import { toast } from '@/lib/toast-store';
import { emptyTrash } from '../api/empty-trash';
import { trashArticle } from '../api/trash-article';
import { untrashArticle } from '../api/untrash-article';

/** How long the "moved to the trash" notice offers its Undo: long enough to read it and reach the button. */
export const undoWindowMs = 10_000;

/**
 * The list's changes: trash (with an Undo in the notice for a while), restore from the trash, empty the trash.
 * Each refreshes every blog list, since a row leaves one list for the other.
 */
export function useArticleActions(untitled: string) {
  const { t } = useTranslation('admin-blog');
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'blog'] });
  const failed = () => toast({ variant: 'destructive', title: t('blog.actionFailed') });
  const titleOf = (row: AdminArticleRow) => row.title || untitled;

  const untrash = useMutation({
    mutationFn: (row: AdminArticleRow) => untrashArticle(row.id),
    onSuccess: (_article, row) => {
      stackedToast().success(t('blog.restored', { title: titleOf(row) }));
      return refresh();
    },
    onError: failed,
  });
  const trash = useMutation({
    mutationFn: (row: AdminArticleRow) => trashArticle(row.id),
    onSuccess: (_article, row) => {
      stackedToast()(t('blog.trashed', { title: titleOf(row) }), {
        duration: undoWindowMs,
        action: { label: t('blog.undo'), onClick: () => untrash.mutate(row) },
      });
      return refresh();
    },
    onError: failed,
  });
  const empty = useMutation({
    mutationFn: emptyTrash,
    onSuccess: () => {
      stackedToast().success(t('blog.emptied'));
      return refresh();
    },
    onError: failed,
  });
  return { trash, untrash, empty };
}
