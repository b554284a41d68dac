import { issueId, type IssueStatus, type Occurrence } from '@portfolio/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { QueryFallback } from '@/components/query-fallback';
import { Button } from '@/components/ui/button';
import { queryDefaults } from '@/config/constants';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { useAdminFormat } from '@/lib/use-admin-format';
import { deleteIssue } from '../api/delete-issue';
import { issueQuery } from '../api/issue';
import { updateIssueStatus } from '../api/update-issue-status';
import { IssueBadges } from './issue-badges';

const statusToast = { resolved: 'markedResolved', ignored: 'markedIgnored', open: 'markedOpen' } as const;
/** A refusal (no such issue, a malformed id, a session that ended) is not worth asking again. */
const worthRetrying = (failures: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && failures < queryDefaults.retries;

const pre = 'overflow-x-auto rounded-md bg-muted p-3 font-mono text-xs whitespace-pre-wrap break-words';

/**
 * Sentry's issue view: what it is, how often and where, the latest occurrences with their stack, context, URL
 * and user agent, and the triage actions. All of it is client-supplied text, rendered as text.
 */
export function IssueDetail({ id, backLink, onDeleted }: { id: string; backLink: string; onDeleted: () => void }) {
  const { t } = useTranslation('admin-logs');
  const format = useAdminFormat();
  const queryClient = useQueryClient();
  // An address that cannot hold an issue id has no issue behind it: no call is made for it.
  const wellFormed = issueId.safeParse(id).success;
  const query = useQuery({ ...issueQuery(id), enabled: wellFormed, retry: worthRetrying });
  const missing = !wellFormed || (query.error instanceof ApiError && query.error.status === 404);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'logs'] });
  const failed = () => toast({ variant: 'destructive', title: t('logs.actionFailed') });

  const changeStatus = useMutation({
    mutationFn: (status: IssueStatus) => updateIssueStatus(id, status),
    onSuccess: (_issue, status) => {
      toast({ title: t(`logs.${statusToast[status]}`) });
      return refresh();
    },
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: () => deleteIssue(id),
    onSuccess: () => {
      toast({ title: t('logs.deleted') });
      onDeleted();
      queryClient.removeQueries({ queryKey: issueQuery(id).queryKey });
      return refresh();
    },
    onError: failed,
  });

  const back = (
    <Link to={backLink} className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-primary">
      <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden />
      {t('logs.back')}
    </Link>
  );
  if (missing || !query.data) {
    return (
      <div className="grid gap-4">
        {back}
        {missing ? (
          <div role="status" className="rounded-lg border p-6">
            <h2 className="text-xl font-semibold">{t('logs.notFound')}</h2>
            <p className="mt-1 text-muted-foreground">{t('logs.notFoundHint')}</p>
          </div>
        ) : (
          <QueryFallback query={query} />
        )}
      </div>
    );
  }
  const issue = query.data;
  const busy = changeStatus.isPending || remove.isPending;
  const facts = [
    [t('logs.events'), format.count(issue.count)],
    [t('logs.sessions'), format.count(issue.sessions)],
    [t('logs.firstSeen'), format.moment(issue.firstSeen)],
    [t('logs.lastSeen'), format.moment(issue.lastSeen)],
    [t('logs.source'), issue.source],
  ];

  return (
    <article className="grid gap-6" aria-labelledby="issue-title">
      {back}
      <header className="grid gap-3">
        <h2 id="issue-title" className="text-xl font-semibold break-words" dir="auto">
          {issue.title}
        </h2>
        {issue.culprit && (
          <p className="font-mono text-sm text-muted-foreground" dir="ltr">
            {issue.culprit}
          </p>
        )}
        <IssueBadges level={issue.level} status={issue.status} regressed={issue.regressed} />
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-5">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-wrap gap-2">
          {issue.status === 'open' ? (
            <>
              <Button size="sm" disabled={busy} onClick={() => changeStatus.mutate('resolved')}>
                {t('logs.resolve')}
              </Button>
              <Button size="sm" variant="outline" disabled={busy} onClick={() => changeStatus.mutate('ignored')}>
                {t('logs.ignore')}
              </Button>
            </>
          ) : (
            <Button size="sm" disabled={busy} onClick={() => changeStatus.mutate('open')}>
              {t('logs.reopen')}
            </Button>
          )}
          <Button
            size="sm"
            variant="destructive"
            disabled={busy}
            onClick={() => {
              if (window.confirm(t('logs.confirmDelete'))) remove.mutate();
            }}
          >
            {t('logs.delete')}
          </Button>
        </div>
      </header>
      <section aria-labelledby="occurrences-title" className="grid gap-4">
        <h3 id="occurrences-title" className="text-lg font-semibold">
          {t('logs.occurrences')}
        </h3>
        <ol className="grid gap-4">
          {issue.occurrences.map((occurrence) => (
            <OccurrenceItem key={occurrence.id} occurrence={occurrence} />
          ))}
        </ol>
      </section>
    </article>
  );
}

function OccurrenceItem({ occurrence }: { occurrence: Occurrence }) {
  const { t } = useTranslation('admin-logs');
  const format = useAdminFormat();
  const rows: [string, string | undefined][] = [
    [t('logs.url'), occurrence.url],
    [t('logs.path'), occurrence.path],
    [t('logs.userAgent'), occurrence.userAgent],
  ];
  return (
    <li className="grid gap-3 rounded-lg border bg-card p-4 text-sm">
      <p className="flex flex-wrap gap-x-4 text-muted-foreground">
        <span>
          {t('logs.received')}: {format.moment(occurrence.receivedAt)}
        </span>
        {occurrence.count > 1 && <span>{t('logs.folded', { count: format.count(occurrence.count) })}</span>}
      </p>
      <div>
        <h4 className="font-medium">{t('logs.message')}</h4>
        <pre className={pre} dir="ltr">
          {occurrence.message}
        </pre>
      </div>
      <dl className="grid gap-2 sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-x-4">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium">{label}</dt>
              <dd className="break-all text-muted-foreground" dir="ltr">
                {value}
              </dd>
            </div>
          ))}
      </dl>
      {occurrence.stack && (
        <div>
          <h4 className="font-medium">{t('logs.stack')}</h4>
          <pre className={pre} dir="ltr">
            {occurrence.stack}
          </pre>
        </div>
      )}
      {occurrence.context && Object.keys(occurrence.context).length > 0 && (
        <div>
          <h4 className="font-medium">{t('logs.context')}</h4>
          <pre className={pre} dir="ltr">
            {JSON.stringify(occurrence.context, null, 2)}
          </pre>
        </div>
      )}
    </li>
  );
}
