import { mailId, type ContactMessage } from '@portfolio/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { QueryFallback } from '@/components/query-fallback';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { queryDefaults } from '@/config/constants';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { useAdminFormat } from '@/lib/use-admin-format';
import { deleteMessage, messageQuery, messagesKey, updateMessage } from '../api/messages';
import { languageName } from '@/lib/language-name';
import { ReplyForm } from './reply-form';

/** A refusal (no such message, a malformed id, a session that ended) is not worth asking again. */
const worthRetrying = (failures: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && failures < queryDefaults.retries;

/**
 * One contact message: who wrote, when, in which language, the text (a visitor's, rendered as text), and the
 * actions: unread again, archive or restore, delete after a confirmation, and a reply by mail. Opening it marks it
 * read, once.
 */
export function MessageDetail({ id, backLink, onDeleted }: { id: string; backLink: string; onDeleted: () => void }) {
  const { t, i18n } = useTranslation('admin-mail');
  const format = useAdminFormat();
  const queryClient = useQueryClient();
  const wellFormed = mailId.safeParse(id).success;
  const query = useQuery({ ...messageQuery(id), enabled: wellFormed, retry: worthRetrying });
  const missing = !wellFormed || (query.error instanceof ApiError && query.error.status === 404);
  const [confirming, setConfirming] = useState(false);
  const refresh = (message?: ContactMessage) => {
    if (message) queryClient.setQueryData(messageQuery(id).queryKey, message);
    return queryClient.invalidateQueries({ queryKey: messagesKey, refetchType: 'active' });
  };
  const failed = () => toast({ variant: 'destructive', title: t('common.actionFailed') });

  const change = useMutation({
    mutationFn: (patch: { read?: boolean; archived?: boolean }) => updateMessage(id, patch),
    onSuccess: (message, patch) => {
      if (patch.archived !== undefined)
        toast({ title: t(patch.archived ? 'message.archivedDone' : 'message.restoredDone') });
      return refresh(message);
    },
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: () => deleteMessage(id),
    onSuccess: () => {
      setConfirming(false);
      toast({ title: t('message.deleted') });
      onDeleted();
      queryClient.removeQueries({ queryKey: messageQuery(id).queryKey });
      return refresh();
    },
    onError: failed,
  });

  // Reading a message marks it read, once: marked unread again by hand, it stays so while it is on screen.
  const markedRead = useRef(false);
  const unreadOnArrival = query.data?.read === false;
  const { mutate } = change;
  useEffect(() => {
    if (!unreadOnArrival || markedRead.current) return;
    markedRead.current = true;
    mutate({ read: true });
  }, [unreadOnArrival, mutate]);

  const back = (
    <Link to={backLink} className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-primary">
      <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden />
      {t('message.back')}
    </Link>
  );
  if (missing || !query.data) {
    return (
      <div className="grid gap-4">
        {back}
        {missing ? (
          <div role="status" className="rounded-lg border p-6">
            <h2 className="text-xl font-semibold">{t('message.notFound')}</h2>
            <p className="mt-1 text-muted-foreground">{t('message.notFoundHint')}</p>
          </div>
        ) : (
          <QueryFallback query={query} />
        )}
      </div>
    );
  }
  const message = query.data;
  const busy = change.isPending || remove.isPending;
  const facts: [string, string, 'ltr' | 'auto'][] = [
    [t('message.from'), message.name, 'auto'],
    [t('message.email'), message.email, 'ltr'],
    [t('message.received'), format.moment(message.receivedAt), 'auto'],
    [
      t('message.language'),
      message.language ? languageName(message.language, i18n.language) : t('message.unknown'),
      'auto',
    ],
    [t('message.notification'), t(`notification.${message.notification}`), 'auto'],
  ];
  if (message.repliedAt) facts.push([t('message.repliedAt'), format.moment(message.repliedAt), 'auto']);

  return (
    <article className="grid gap-6" aria-labelledby="message-subject">
      {back}
      <header className="grid gap-3">
        <h2 id="message-subject" className="text-xl font-semibold break-words" dir="auto">
          {message.subject}
        </h2>
        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          {facts.map(([label, value, dir]) => (
            <div key={label} className="min-w-0">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium break-words" dir={dir}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" disabled={busy} onClick={() => change.mutate({ read: !message.read })}>
            {message.read ? t('message.markUnread') : t('message.markRead')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => change.mutate({ archived: !message.archived })}
          >
            {message.archived ? t('message.restore') : t('message.archive')}
          </Button>
          <Button size="sm" variant="destructive" disabled={busy} onClick={() => setConfirming(true)}>
            {t('message.delete')}
          </Button>
        </div>
      </header>
      <section aria-label={t('message.text')}>
        <p className="rounded-lg border bg-card p-4 whitespace-pre-wrap break-words" dir="auto">
          {message.message}
        </p>
      </section>
      <ReplyForm message={message} onReplied={refresh} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('message.confirmDeleteTitle')}
        description={t('message.confirmDeleteText', { name: message.name })}
        confirmLabel={remove.isPending ? t('message.deleting') : t('message.confirmDelete')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => remove.mutate()}
        destructive
        pending={remove.isPending}
      />
    </article>
  );
}
