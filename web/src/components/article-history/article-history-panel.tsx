import type { AdminArticle } from '@portfolio/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryFallback } from '@/components/query-fallback';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { useAdminFormat } from '@/lib/use-admin-format';
import { articleHistoryQuery, historyKey } from './api/article-history';
import { restoreArticle } from './api/restore-article';
import { DiffView } from './diff-view';
import { HistoryEntryItem, type HistoryItem } from './history-entry-item';

/** Which article's history, the draft's revision a restore names, and who receives the restored article. */
export interface ArticleHistoryProps {
  articleId: string;
  revision: number;
  onRestored: (article: AdminArticle) => void;
}

/**
 * An article's version history (its texts are in the `admin-blog` namespace): every publication and autosave
 * checkpoint, newest first; two of them picked side by side show what changed, per language and field; any of
 * them can become the draft again after a confirmation. `revision` is the draft's current one, which a restore
 * names (a draft that moved on since gets a 409 and the administrator is told to reload); `onRestored` receives the
 * article as the restore left it.
 */
export function ArticleHistoryPanel({ articleId, revision, onRestored }: ArticleHistoryProps) {
  const { t } = useTranslation('admin-blog');
  const format = useAdminFormat();
  const queryClient = useQueryClient();
  const query = useQuery(articleHistoryQuery(articleId, revision));
  // At most two, in the order they were picked: a third replaces the first.
  const [picked, setPicked] = useState<number[]>([]);
  const [restoring, setRestoring] = useState<HistoryItem>();
  const nameOf = (entry: HistoryItem) => `${t(`history.kind.${entry.kind}`)}, ${format.moment(entry.savedAt)}`;

  const restore = useMutation({
    mutationFn: (entry: HistoryItem) => restoreArticle(articleId, entry.seq, revision),
    onSuccess: (article) => {
      toast({ title: t('history.restored') });
      onRestored(article);
      return queryClient.invalidateQueries({ queryKey: historyKey(articleId) });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t(error instanceof ApiError && error.status === 409 ? 'history.conflict' : 'history.restoreFailed'),
      }),
    onSettled: () => setRestoring(undefined),
  });

  const entries = [...(query.data?.items ?? [])].sort((a, b) => b.seq - a.seq);
  const chosen = entries.filter((entry) => picked.includes(entry.seq));
  const [newer, older] = chosen;

  return (
    <section aria-labelledby={`history-${articleId}`} className="grid gap-4">
      <h2 id={`history-${articleId}`} className="text-lg font-semibold">
        {t('history.title')}
      </h2>
      {!query.data ? (
        <QueryFallback query={query} />
      ) : entries.length === 0 ? (
        <p role="status" className="text-muted-foreground">
          {t('history.empty')}
        </p>
      ) : (
        <>
          <fieldset className="grid gap-2">
            <legend className="text-sm text-muted-foreground">{t('history.pickTwo')}</legend>
            <ol className="max-h-[28rem] overflow-y-auto rounded-lg border" aria-label={t('history.versions')}>
              {entries.map((entry) => (
                <HistoryEntryItem
                  key={entry.seq}
                  entry={entry}
                  name={nameOf(entry)}
                  selected={picked.includes(entry.seq)}
                  onSelect={(on) =>
                    setPicked((now) => (on ? [...now, entry.seq].slice(-2) : now.filter((seq) => seq !== entry.seq)))
                  }
                  onRestore={() => setRestoring(entry)}
                />
              ))}
            </ol>
          </fieldset>
          {newer && older && (
            <DiffView
              articleId={articleId}
              olderSeq={older.seq}
              newerSeq={newer.seq}
              heading={t('history.changes', { from: nameOf(older), to: nameOf(newer) })}
            />
          )}
        </>
      )}
      <ConfirmDialog
        open={restoring !== undefined}
        onOpenChange={(open) => {
          if (!open) setRestoring(undefined);
        }}
        title={t('history.confirmRestoreTitle')}
        description={restoring ? t('history.confirmRestore', { version: nameOf(restoring) }) : ''}
        confirmLabel={t('history.restore')}
        cancelLabel={t('blog.cancel')}
        pending={restore.isPending}
        onConfirm={() => {
          if (restoring) restore.mutate(restoring);
        }}
      />
    </section>
  );
}
