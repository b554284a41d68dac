import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useArticleActions } from '../../hooks/use-article-actions';

/** Deletes every trashed article for good, once the administrator has said yes. */
export function EmptyTrashButton() {
  const { t } = useTranslation('admin-blog');
  const { empty } = useArticleActions(t('blog.untitled'));
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="destructive" onClick={() => setAsking(true)}>
        <Trash2 aria-hidden />
        {t('blog.emptyTrash')}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('blog.confirmEmptyTitle')}
        description={t('blog.confirmEmpty')}
        confirmLabel={t('blog.emptyTrash')}
        cancelLabel={t('blog.cancel')}
        destructive
        pending={empty.isPending}
        onConfirm={() => empty.mutate(undefined, { onSettled: () => setAsking(false) })}
      />
    </>
  );
}
